import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modals/Modal';
import { useStores } from '../stores/stores-context';
import { useLaunch } from './use-launch';

/** "Game under maintenance" (spec §5), with up to six games of the same type from other vendors to play instead. */
export const UnavailableGame = observer(function UnavailableGame() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  const launch = useLaunch();
  const game = lobby.unavailable!;
  return (
    <Modal title={t('lobby.underMaintenance')} onClose={() => lobby.closeUnavailable()} size="lg" testId="game-maintenance">
      <p className="suggestions__lead">{t('lobby.underMaintenanceBody', { name: game.name, vendor: game.displayName })}</p>
      {lobby.suggestions.length > 0 && (
        <>
          <h3 className="suggestions__title">{t('lobby.tryInstead')}</h3>
          <ul className="suggestions" data-testid="suggestions">
            {lobby.suggestions.map((other) => (
              <li key={other.nodeId}>
                <button
                  type="button"
                  className="suggestion"
                  data-testid="suggestion"
                  onClick={() => {
                    lobby.closeUnavailable();
                    void launch(other, false);
                  }}
                >
                  <img src={other.iconUrl} alt="" width={120} height={120} decoding="async" />
                  <span className="suggestion__name">{other.name}</span>
                  <span className="suggestion__vendor">{other.displayName}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
});
