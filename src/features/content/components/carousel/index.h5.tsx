import { useEffect, useRef, useState } from 'react';
import { View } from '@tarojs/components';
import { SlideImage } from './slide-image';
import type { CarouselProps } from './types';
import './index.less';
import { FOCUSABLE } from '@/shared/ui/focusable';

export type { CarouselProps, CarouselSlide } from './types';

/** Index of the slide that fills the track, from its scroll position. */
function slideAt(track: HTMLElement, count: number): number {
  const width = track.clientWidth || 1;
  return Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / width)));
}

/**
 * H5 carousel on CSS scroll snapping: the browser does the swiping, this only turns the slides
 * every `interval` (pausing while a finger is on it or the tab is hidden, and for visitors who
 * ask for reduced motion), wraps from the last slide to the first, and follows the dots.
 */
export function Carousel({ slides, interval, className = '', onOpen }: CarouselProps) {
  const track = useRef<HTMLElement | null>(null);
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const onScroll = () => setCurrent(slideAt(element, count));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [count]);

  useEffect(() => {
    const element = track.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!element || count < 2 || reduced) return undefined;
    let touching = false;
    const down = () => (touching = true);
    const up = () => (touching = false);
    element.addEventListener('touchstart', down, { passive: true });
    element.addEventListener('touchend', up);
    element.addEventListener('touchcancel', up);
    const timer = setInterval(() => {
      if (touching || document.hidden) return;
      const next = (slideAt(element, count) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, interval);
    return () => {
      clearInterval(timer);
      element.removeEventListener('touchstart', down);
      element.removeEventListener('touchend', up);
      element.removeEventListener('touchcancel', up);
    };
  }, [count, interval]);

  return (
    <View className={`carousel ${className}`}>
      <View className="carousel__track" ref={track} {...FOCUSABLE}>
        {slides.map((slide, index) => (
          <View className="carousel__slide" key={slide.id}>
            <SlideImage slide={slide} index={index} onOpen={onOpen} />
          </View>
        ))}
      </View>
      {count > 1 && (
        <View className="carousel__dots" aria-hidden>
          {slides.map((slide, index) => (
            <View
              key={slide.id}
              className={`carousel__dot${index === current ? ' carousel__dot--active' : ''}`}
            />
          ))}
        </View>
      )}
    </View>
  );
}
