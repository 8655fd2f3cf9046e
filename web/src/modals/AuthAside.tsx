import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';

/** The artwork panel beside the login and register forms. */
export function AuthAside() {
  const { t } = useTranslation();
  return (
    <div className="auth-aside">
      <div className="auth-aside__glow" />
      <img src="/favicon.svg" alt="" width={72} height={72} />
      <p className="auth-aside__brand">{t('brand.name')}</p>
      <p className="auth-aside__tagline">{t('brand.tagline')}</p>
      <div className="auth-aside__chips" aria-hidden="true">
        <span>
          <Icon name="slot" size={24} />
        </span>
        <span>
          <Icon name="cards" size={24} />
        </span>
        <span>
          <Icon name="ball" size={24} />
        </span>
        <span>
          <Icon name="dice" size={24} />
        </span>
      </div>
    </div>
  );
}
