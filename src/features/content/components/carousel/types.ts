export interface CarouselSlide {
  id: string | number;
  image: string;
  /** Read out by screen readers; the slide's title in the current language. */
  label: string;
  /** Where the slide leads; the page decides what to do with it. */
  link?: string;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Milliseconds between automatic turns (SPEC §9). */
  interval: number;
  className?: string;
  onOpen: (slide: CarouselSlide) => void;
}
