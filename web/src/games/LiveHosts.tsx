import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';

/** The live casino's hosts (CBS_modelList): who is on and when, and a chat with each (CBS_launchChat); a visitor is asked to log in first. */
export const LiveHosts = observer(function LiveHosts() {
  const { live, auth, ui } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void live.load();
  }, [live]);
  if (live.hosts.length === 0) return null;
  const chat = (hostId: number) => (auth.isLogin ? void live.launch(hostId) : ui.open('login'));
  return (
    <section className="live-hosts" aria-labelledby="live-hosts-title">
      <header className="live-hosts__head">
        <h2 id="live-hosts-title">{t('liveHosts.title')}</h2>
        <p className="muted">{t('liveHosts.lead')}</p>
      </header>
      <ul className="live-hosts__list">
        {live.hosts.map((host) => (
          <li key={host.id} className="live-host" data-testid="live-host">
            <img className="live-host__picture" src={host.pictureUrl} alt="" width={72} height={72} loading="lazy" />
            <div className="live-host__text">
              <strong dir="auto">{host.name}</strong>
              {host.schedule && (
                <small className="muted" dir="auto">
                  {host.schedule}
                </small>
              )}
            </div>
            <button type="button" className="button button--primary button--sm" onClick={() => chat(host.id)} data-testid="live-host-chat">
              {t('liveHosts.chat', { name: host.name })}
            </button>
          </li>
        ))}
      </ul>
      <FormError failure={live.failure} />
    </section>
  );
});
