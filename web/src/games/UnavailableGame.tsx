import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modals/Modal';
import { useStores } from '../stores/stores-context';
import { useLaunch } from './use-launch';

/**
 * A game that cannot start, with up to six games to play instead: "under maintenance", with
 * games of the same type from other vendors, or "provider not connected on this site", with the house's
 * own games and the way to customer service.
 */
export const UnavailableGame = observer(function UnavailableGame() {
  const { lobby, system } = useStores();
  const { t } = useTranslation();
  const launch = useLaunch();
  const { game, reason } = lobby.unavailable!;
  const notConnected = reason === 'notConnected';
  const service = notConnected ? system.serviceUrl('LIVECHAT') : null;
  return (
    <Modal
      title={t(notConnected ? 'lobby.notConnected' : 'lobby.underMaintenance')}
      onClose={() => lobby.closeUnavailable()}
      size="lg"
      testId={notConnected ? 'game-not-connected' : 'game-maintenance'}
    >
      <p className="suggestions__lead">
        {t(notConnected ? 'lobby.notConnectedBody' : 'lobby.underMaintenanceBody', { name: game.name, vendor: game.displayName })}
      </p>
      {service && (
        <p>
          <a className="button button--ghost button--sm" href={service} target="_blank" rel="noreferrer" data-testid="contact-support">
            {t('lobby.contactSupport')}
          </a>
        </p>
      )}
      {lobby.suggestions.length > 0 && (
        <>
          <h3 className="suggestions__title">{t(notConnected ? 'lobby.tryHouseGames' : 'lobby.tryInstead')}</h3>
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
