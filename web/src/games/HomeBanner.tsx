import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { LobbyMenu } from '../../../core/portal/catalog/types';
import type { BannerView } from '../../../core/portal/system/banners';
import { BannerLink } from '../components/BannerLinks';

type Banner = LobbyMenu['banner'];

/**
 * Spec §2.5 banner carousel: loops with more than one banner, every 5 s with a 1000 ms
 * transition and clickable pagination; a click opens the banner's linkage target.
 */
export function HomeBanner({ banners, pictures = [], actions }: { banners: readonly Banner[]; pictures?: readonly BannerView[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (banner: Banner) => (banner.linkageType === 'ROUTE' ? navigate(banner.target) : window.open(banner.target, '_blank', 'noopener'));
  const many = banners.length + pictures.length > 1;
  if (banners.length + pictures.length === 0) return null;
  return (
    <Swiper
      className="banner"
      modules={[Autoplay, Pagination]}
      loop={many}
      speed={1000}
      {...(many ? { autoplay: { delay: 5000, disableOnInteraction: false }, pagination: { clickable: true } } : {})}
      a11y={{ enabled: false }}
    >
      {banners.map((banner, n) => (
        <SwiperSlide key={n}>
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
        </SwiperSlide>
      ))}
      {pictures.map((picture) => (
        <SwiperSlide key={`picture${picture.id}`}>
          <BannerLink banner={picture} onOpen={() => {}}>
            <img className="banner__picture" src={picture.url} alt={picture.title} />
          </BannerLink>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
