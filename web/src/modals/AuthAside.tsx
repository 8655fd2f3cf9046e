import { useTranslation } from 'react-i18next';
import { BannerLinks } from '../components/BannerLinks';
import { Icon } from '../components/Icon';

/** The artwork panel beside the login and register forms, with the operator's banners of that modal's group. */
export function AuthAside({ group }: { group: 'w_login' | 'w_register' }) {
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
      <BannerLinks group={group} />
    </div>
  );
}
