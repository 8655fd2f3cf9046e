import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { pathOfCategory } from '../../../core/domain/catalog/categories';
import type { LaneType } from '../../../core/domain/catalog/menu';
import type { VendorCard } from '../../../core/portal/catalog/types';
import { VendorMark } from '../games/VendorMark';
import type { LobbyStore } from '../stores/lobby-store';
import { useStores } from '../stores/stores-context';

export type NavLane = LobbyStore['navigation'][number];

export const lanePath = (lane: NavLane): string => pathOfCategory(lane.gameType === 'MIXED' ? 'RNG' : lane.gameType) ?? '/';

/**
 * The header link of a lane: a NavLink, marked while its page is open, for a lane with a page of its
 * own; a plain link for one that borrows another's (mixed win opens the slots page) or has none
 * (cockfight), which would otherwise show as open beside that page's own link.
 */
export const laneLink = (lane: NavLane): typeof NavLink | typeof Link => (lane.gameType !== 'MIXED' && pathOfCategory(lane.gameType) ? NavLink : Link);

/** A header game type opens its page, or its only vendor straight away. */
export function useLaneClick() {
  const { lobby } = useStores();
  const navigate = useNavigate();
  const openVendor = async (vendor: VendorCard) => {
    const outcome = await lobby.launch(
      {
        nodeId: 0,
        gameCode: '',
        name: vendor.displayName,
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        gameClassify: null,
        isGame: 'VASSALAGE',
        iconUrl: '',
        maintenance: vendor.maintenance,
      },
      false,
    );
    if (outcome?.kind === 'route') navigate(`${outcome.path}?${new URLSearchParams(outcome.query as Record<string, string>).toString()}`);
    if (outcome?.kind === 'vendorGames') lobby.openVendor(vendor);
  };
  const clickLane = (type: LaneType, path: string) => {
    const click = lobby.clickType(type);
    if (click.page) navigate(path);
    else void openVendor(click.vendor);
  };
  return { openVendor, clickLane };
}

/** One header game type; hovering or focusing it shows its vendors' drop panel. */
export const GameLane = observer(function GameLane({ lane }: { lane: NavLane }) {
  const { t } = useTranslation();
  const { openVendor, clickLane } = useLaneClick();
  const path = lanePath(lane);
  const Anchor = laneLink(lane);
  return (
    <div className="game-nav" data-type={lane.gameType}>
      <Anchor
        to={path}
        className="header__nav-link"
        onClick={(event) => {
          event.preventDefault();
          clickLane(lane.gameType, path);
        }}
      >
        {t(`category.${lane.gameType}`)}
      </Anchor>
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
});
