import type { ReactNode } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';

/**
 * Banner carousel: loops with more than one slide, every 5 s with a 1000 ms transition
 * (not on its own when the player asks for reduced motion) and clickable pagination. Swiper is
 * fetched after the home page shows its first slide.
 */
export function BannerCarousel({ slides }: { slides: readonly { key: string; slide: ReactNode }[] }) {
  const many = slides.length > 1;
  const moving = many && !matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Swiper
      className="banner"
      modules={[Autoplay, Pagination]}
      loop={many}
      speed={1000}
      {...(many ? { pagination: { clickable: true } } : {})}
      {...(moving ? { autoplay: { delay: 5000, disableOnInteraction: false } } : {})}
      a11y={{ enabled: false }}
    >
      {slides.map(({ key, slide }) => (
        <SwiperSlide key={key}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
