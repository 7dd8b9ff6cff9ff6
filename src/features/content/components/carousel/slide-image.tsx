import { Picture } from '@/shared/ui/picture';
import type { CarouselSlide } from './types';

export interface SlideImageProps {
  slide: CarouselSlide;
  index: number;
  onOpen: (slide: CarouselSlide) => void;
}

/** One slide's picture, the same on both builds; pictures after the first load lazily. */
export function SlideImage({ slide, index, onOpen }: SlideImageProps) {
  return (
    <Picture
      className="carousel__image"
      src={slide.image}
      lazy={index > 0}
      alt={slide.label}
      onClick={() => onOpen(slide)}
    />
  );
}
