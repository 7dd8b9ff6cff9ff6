import { Swiper, SwiperItem } from '@tarojs/components';
import { SlideImage } from './slide-image';
import type { CarouselProps } from './types';
import './index.less';

export type { CarouselProps, CarouselSlide } from './types';

/**
 * The mini-program's native swiper: it costs nothing there. The H5 build takes index.h5.tsx
 * instead, because Taro's web swiper carries the whole Swiper.js library (about 55 KB gzip)
 * into the home page's first load.
 */
export function Carousel({ slides, interval, className = '', onOpen }: CarouselProps) {
  return (
    <Swiper
      className={`carousel ${className}`}
      autoplay={slides.length > 1}
      circular
      interval={interval}
      indicatorDots={slides.length > 1}
      indicatorActiveColor="#ffffff"
    >
      {slides.map((slide, index) => (
        <SwiperItem key={slide.id}>
          <SlideImage slide={slide} index={index} onOpen={onOpen} />
        </SwiperItem>
      ))}
    </Swiper>
  );
}
