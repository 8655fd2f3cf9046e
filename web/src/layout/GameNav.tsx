import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { pathOfCategory } from '../../../core/domain/catalog/categories';
import type { LaneType } from '../../../core/domain/catalog/menu';
import type { VendorCard } from '../../../core/portal/catalog/types';
import { VendorMark } from '../games/VendorMark';
import { useStores } from '../stores/stores-context';

/** Header game types with at least one vendor; hovering shows the vendors' drop panel (spec §2.2). */
export const GameNav = observer(function GameNav() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openVendor = async (vendor: VendorCard) => {
    const outcome = await lobby.launch({ nodeId: 0, gameCode: '', name: vendor.displayName, vassalage: vendor.vassalage, displayName: vendor.displayName, gameType: vendor.gameType, gameClassify: null, isGame: 'VASSALAGE', iconUrl: '', maintenance: vendor.maintenance }, false);
    if (outcome?.kind === 'route') navigate(`${outcome.path}?${new URLSearchParams(outcome.query as Record<string, string>).toString()}`);
    if (outcome?.kind === 'vendorGames') lobby.openVendor(vendor);
  };
  const clickType = (type: LaneType, path: string) => {
    const click = lobby.clickType(type);
    if (click.page) navigate(path);
    else void openVendor(click.vendor);
  };
  return (
    <>
      {lobby.navigation.map((lane) => {
        const path = pathOfCategory(lane.gameType === 'MIXED' ? 'RNG' : lane.gameType) ?? '/';
        return (
          <div className="game-nav" key={lane.gameType} data-type={lane.gameType}>
            <NavLink
              to={path}
              onClick={(event) => {
                event.preventDefault();
                clickType(lane.gameType, path);
              }}
            >
              {t(`category.${lane.gameType}`)}
            </NavLink>
            <div className={`drop-panel drop-panel--${lane.layout}`} role="menu" aria-label={t(`category.${lane.gameType}`)}>
              {lane.vendors.map((vendor) => (
                <button type="button" role="menuitem" key={vendor.vassalage} className="drop-panel__vendor" onClick={() => void openVendor(vendor)}>
                  <span className="drop-panel__logo">
                    <VendorMark vassalage={vendor.vassalage} size={30} />
                  </span>
                  <span className="drop-panel__name">{vendor.displayName}</span>
                  {vendor.maintenance && <span className="drop-panel__flag">{t('lobby.maintenance')}</span>}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </>
  );
});
