import { Image } from '@tarojs/components';
import type { CarouselSlide } from './types';

export interface SlideImageProps {
  slide: CarouselSlide;
  index: number;
  onOpen: (slide: CarouselSlide) => void;
}

/** One slide's picture, the same on both builds; pictures after the first load lazily. */
export function SlideImage({ slide, index, onOpen }: SlideImageProps) {
  return (
    <Image
      className="carousel__image"
      src={slide.image}
      mode="aspectFill"
      lazyLoad={index > 0}
      aria-label={slide.label}
      onClick={() => onOpen(slide)}
    />
  );
}
