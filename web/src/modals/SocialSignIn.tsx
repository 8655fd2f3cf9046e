import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { socialStartUrl } from '../components/social-start-url';
import { useStores } from '../stores/stores-context';

/** The login modal's "continue with" buttons: the browser goes to the provider and comes back signed in. */
export const SocialSignIn = observer(function SocialSignIn() {
  const { system } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  if (system.socialProviders.length === 0) return null;
  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__or">{t('social.or')}</p>
      {system.socialProviders.map((provider) => (
        <a
          key={provider}
          className={`button button--ghost button--block social-sign-in__${provider.toLowerCase()}`}
          href={socialStartUrl(provider, location.pathname, false)}
          data-testid={`social-${provider}`}
        >
          {t('social.continueWith', { provider: t(`social.provider.${provider}`) })}
        </a>
      ))}
    </div>
  );
});
