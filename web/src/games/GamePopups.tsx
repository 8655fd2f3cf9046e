import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { Pagination } from '../components/Pagination';
import { Modal } from '../modals/Modal';
import { useStores } from '../stores/stores-context';
import { GameGrid } from './GameGrid';
import { UnavailableGame } from './UnavailableGame';

const VENDOR_PAGE_SIZE = 12;

/** A vendor's game list ("popup game list"), the launched game in its iframe, a game under maintenance, and launch notices. */
export const GamePopups = observer(function GamePopups() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  return (
    <>
      {lobby.vendorList && <VendorGames />}
      {lobby.unavailable && <UnavailableGame />}
      {lobby.playing && (
        <div className="game-popup" role="dialog" aria-modal="true" aria-label={t('lobby.gameWindow')}>
          <button type="button" className="icon-button game-popup__close" onClick={() => lobby.closeGame()} aria-label={t('lobby.close')}>
            <Icon name="close" />
          </button>
          <iframe src={lobby.playing} title={t('lobby.gameWindow')} allow="autoplay; fullscreen" />
        </div>
      )}
      {lobby.notice && (
        <div className="lobby-toast" role="status" data-testid="lobby-notice">
          <span>{t(lobby.notice === 'catalog.launch_unavailable' ? 'lobby.comingSoon' : `errors.${lobby.notice}`)}</span>
          <button type="button" className="icon-button icon-button--sm" onClick={() => lobby.dismissNotice()} aria-label={t('lobby.close')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </>
  );
});

const VendorGames = observer(function VendorGames() {
  const { lobby, gameLists } = useStores();
  const { t } = useTranslation();
  const [list] = useState(() => gameLists(VENDOR_PAGE_SIZE));
  const vendor = lobby.vendorList!;
  useEffect(() => {
    void list.show({ vassalage: vendor.vassalage });
  }, [list, vendor]);
  return (
    <Modal title={t('lobby.vendorGames', { vendor: vendor.displayName })} onClose={() => lobby.openVendor(null)} size="lg" testId="vendor-games">
      <GameGrid games={list.games} page={list.pageNo} rows={2} />
      <Pagination page={list.pageNo} pages={list.totalPages} label={t('lobby.pages')} onPage={(p) => void list.goTo(p)} disabled={list.loading} />
    </Modal>
  );
});
