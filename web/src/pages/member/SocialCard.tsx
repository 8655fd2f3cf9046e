import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { socialStartUrl } from '../../components/social-start-url';
import { useDateTime } from '../../components/use-date-time';
import { useStores } from '../../stores/stores-context';

/** Security centre: providers linked for social sign-in, and links for the others (a link is for good). */
export const SocialCard = observer(function SocialCard() {
  const { security, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const links = security.centre?.socialLinks ?? [];
  const open = system.socialProviders.filter((p) => !links.some((l) => l.provider === p));
  if (links.length === 0 && open.length === 0) return null;
  return (
    <section className="security-card" aria-labelledby="social-title" data-testid="social-links">
      <header className="section-head">
        <h3 id="social-title">{t('social.title')}</h3>
      </header>
      <ul className="social-links">
        {links.map((l) => (
          <li key={l.provider} data-testid="social-linked">
            <strong>{t(`social.provider.${l.provider}`)}</strong> <span className="muted">{t('social.linkedAt', { time: time(l.linkedAt) })}</span>
          </li>
        ))}
      </ul>
      {open.map((provider) => (
        <a key={provider} className="button button--ghost" href={socialStartUrl(provider, '/member', true)} data-testid={`link-${provider}`}>
          {t('social.link', { provider: t(`social.provider.${provider}`) })}
        </a>
      ))}
      <p className="field__hint">{t('social.permanent')}</p>
    </section>
  );
});
