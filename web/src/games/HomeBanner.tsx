import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LobbyMenu } from '../../../core/portal/catalog/types';
import type { BannerView } from '../../../core/portal/system/banners';
import { BannerLink } from '../components/BannerLinks';

type Banner = LobbyMenu['banner'];

const BannerCarousel = lazy(() => import('./BannerCarousel').then((m) => ({ default: m.BannerCarousel })));

/** The home banners, in a carousel once it has loaded and the first one until then; a click opens the banner's linkage target. */
export function HomeBanner({ banners, pictures = [], actions }: { banners: readonly Banner[]; pictures?: readonly BannerView[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (banner: Banner) => (banner.linkageType === 'ROUTE' ? navigate(banner.target) : window.open(banner.target, '_blank', 'noopener'));
  const slides = [
    ...banners.map((banner, n) => ({
      key: `banner${n}`,
      slide: (
        <div className="banner__slide" role="group" aria-label={t('lobby.slide', { n: n + 1 })}>
          <span className="banner__label">{t('lobby.bannerLabel')}</span>
          <span className="banner__title" dir="auto">
            {banner.title}
          </span>
          <span className="banner__subtitle" dir="auto">
            {banner.subtitle}
          </span>
          <span className="banner__actions">
            <button type="button" className="button button--primary button--lg" onClick={() => open(banner)}>
              {t('lobby.bannerCta')}
            </button>
            {actions}
          </span>
          <span className="banner__art" aria-hidden="true">
            <span className="hero__coin hero__coin--a">7</span>
            <span className="hero__coin hero__coin--b">♠</span>
            <span className="hero__coin hero__coin--c">★</span>
          </span>
        </div>
      ),
    })),
    ...pictures.map((picture) => ({
      key: `picture${picture.id}`,
      slide: (
        <BannerLink banner={picture} onOpen={() => {}}>
          <img className="banner__picture" src={picture.url} alt={picture.title} />
        </BannerLink>
      ),
    })),
  ];
  const [first] = slides;
  if (!first) return null;
  return (
    <Suspense fallback={<div className="banner">{first.slide}</div>}>
      <BannerCarousel slides={slides} />
    </Suspense>
  );
}
