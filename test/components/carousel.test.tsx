// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import {
  Carousel as NativeCarousel,
  type CarouselSlide,
} from '@/features/content/components/carousel';
import { Carousel as WebCarousel } from '@/features/content/components/carousel/index.h5';
import { componentSuite, mountPlain, stubIntersectionObserver } from './support/harness';
import { getByRole, queryAllByRole } from './support/queries';

let utils: TestUtils;

beforeAll(stubIntersectionObserver);
componentSuite();
afterEach(() => jest.useRealTimers());

const slides: CarouselSlide[] = [
  { id: 1, image: 'https://img.example/1.jpg', label: 'Opening', link: '/pages/news/news' },
  { id: 2, image: 'https://img.example/2.jpg', label: 'Contest', link: '/pages/vote/vote' },
  { id: 3, image: 'https://img.example/3.jpg', label: 'AR tour' },
];
const INTERVAL = 4000;
const WIDTH = 300;

// The scrolling track and the dots are no part of what a reader meets (the dots are
// aria-hidden, their active one only a look): these two read the classes.
const track = () => document.querySelector('.carousel__track') as HTMLElement;
const activeDot = () =>
  [...document.querySelectorAll('.carousel__dot')].findIndex((dot) =>
    dot.classList.contains('carousel__dot--active'),
  );

/** jsdom lays nothing out: the track gets a width, a scroll position and a recording scrollTo. */
function layOut(element: HTMLElement, scrollLeft = 0) {
  let left = scrollLeft;
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: WIDTH });
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => (left = value),
  });
  const scrollTo = jest.fn((options: ScrollToOptions) => {
    left = options.left ?? left;
  });
  Object.defineProperty(element, 'scrollTo', { configurable: true, value: scrollTo });
  return scrollTo;
}

async function mountWeb(list = slides, onOpen = jest.fn()) {
  utils = await mountPlain(<WebCarousel slides={list} interval={INTERVAL} onOpen={onOpen} />);
  return onOpen;
}

/** The autoplay timer starts at mount, so the clock is faked first (frames stay real). */
async function mountWebOnFakeClock(list = slides) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame'] });
  await mountWeb(list);
}

describe('H5 carousel (home carousel, SPEC §9 autoplay interval)', () => {
  test('one slide and one dot per carousel item, the first dot active', async () => {
    await mountWeb();
    expect(document.querySelectorAll('.carousel__dot')).toHaveLength(3);
    expect(activeDot()).toBe(0);
    const labels = queryAllByRole('img').map((image) => image.getAttribute('aria-label'));
    expect(labels).toEqual(['Opening', 'Contest', 'AR tour']);
  });

  test('tapping a slide opens that slide', async () => {
    const onOpen = await mountWeb();
    utils.fireEvent.click(getByRole('img', { name: 'Contest' }));
    expect(onOpen).toHaveBeenCalledWith(slides[1]);
  });

  test('the active dot follows a swipe', async () => {
    await mountWeb();
    layOut(track(), 2 * WIDTH);
    await utils.act(async () => {
      track().dispatchEvent(new Event('scroll'));
    });
    expect(activeDot()).toBe(2);
  });

  test('turns every interval and wraps from the last slide to the first', async () => {
    await mountWebOnFakeClock();
    const scrollTo = layOut(track());
    jest.advanceTimersByTime(INTERVAL - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    jest.advanceTimersByTime(INTERVAL);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
    jest.advanceTimersByTime(INTERVAL);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  test('holds still while a finger is on it', async () => {
    await mountWebOnFakeClock();
    const scrollTo = layOut(track());
    track().dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(3 * INTERVAL);
    expect(scrollTo).not.toHaveBeenCalled();
    track().dispatchEvent(new Event('touchend'));
    jest.advanceTimersByTime(INTERVAL);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  test('a single slide neither turns nor shows dots', async () => {
    await mountWebOnFakeClock([slides[0]]);
    const scrollTo = layOut(track());
    jest.advanceTimersByTime(3 * INTERVAL);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.carousel__dot')).toHaveLength(0);
  });
});

describe('mini-program carousel (native swiper)', () => {
  test('autoplays, loops and shows dots at the interval, one item per slide', async () => {
    // Swiper.js, behind Taro's web swiper, finds no layout in jsdom and says so.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onOpen = jest.fn();
    utils = await mountPlain(
      <NativeCarousel slides={slides} interval={INTERVAL} onOpen={onOpen} />,
    );
    const swiper = getByRole('img', { name: 'Opening' }).closest(
      'taro-swiper-core',
    ) as HTMLElement & Record<string, unknown>;
    expect(swiper).not.toBeNull();
    expect(swiper.autoplay).toBe(true);
    expect(swiper.circular).toBe(true);
    expect(swiper.interval).toBe(INTERVAL);
    expect(swiper.indicatorDots).toBe(true);
    expect(swiper.querySelectorAll('taro-swiper-item-core')).toHaveLength(3);
    expect(queryAllByRole('img')).toHaveLength(3);
    utils.fireEvent.click(getByRole('img', { name: 'AR tour' }));
    expect(onOpen).toHaveBeenCalledWith(slides[2]);
  });
});
