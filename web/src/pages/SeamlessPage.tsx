import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { Icon } from '../components/Icon';
import { SeamlessStore } from '../stores/seamless-store';
import { useStores } from '../stores/stores-context';

/**
 * /seamless?nodeId=… (or gameCode=…, trial=1): the game full page, with no side menu or footer
 * and a way back. A game the lobby has just launched arrives in the navigation state.
 */
export const SeamlessPage = observer(function SeamlessPage() {
  const { seamless } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const launched = (useLocation().state as { url?: string } | null)?.url;
  const link = query.toString();

  useEffect(() => {
    const reference = SeamlessStore.referenceOf(new URLSearchParams(link));
    if (launched) seamless.show(launched);
    else if (reference) void seamless.open(reference.game, reference.trial);
    return () => seamless.close();
  }, [seamless, launched, link]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <div className="seamless" data-testid="seamless-page">
      <div className="seamless__bar">
        <button type="button" className="button button--ghost button--sm" onClick={back} data-testid="seamless-back">
          <Icon name="chevronLeft" size={18} className="flip-rtl" />
          {t('lobby.backToLobby')}
        </button>
      </div>
      {seamless.url ? (
        <iframe className="seamless__frame" src={seamless.url} title={t('lobby.gameWindow')} allow="autoplay; fullscreen" />
      ) : (
        !seamless.loading && (
          <EmptyState
            icon="gamepad"
            title={t(
              seamless.error ? (seamless.error === 'catalog.launch_unavailable' ? 'lobby.comingSoon' : `errors.${seamless.error}`) : 'lobby.noGameChosen',
            )}
          />
        )
      )}
    </div>
  );
});
