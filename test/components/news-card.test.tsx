// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import type { NewsItem } from '@/features/news';
import { NewsCard } from '@/features/news/components/news-card';
import { setLocale } from '@/shared/i18n';
import { cleanup, componentSuite, mountPlain, stubIntersectionObserver } from './support/harness';

let utils: TestUtils | undefined;

beforeAll(stubIntersectionObserver);
componentSuite();

const item: NewsItem = {
  id: 11,
  titleZht: '抗戰勝利八十周年展覽開幕',
  titleZhs: '抗战胜利八十周年展览开幕',
  titlePt: 'Abertura da exposição',
  titleEn: 'Exhibition opens',
  summaryZht: '繁體摘要',
  summaryZhs: '简体摘要',
  summaryPt: 'Resumo',
  summaryEn: 'Summary',
  contentZht: '<p>內容</p>',
  cover: 'https://img.example/cover.jpg',
  categoryId: 1,
  // 16:30 UTC is already the next day in Macau (UTC+8).
  publishedAt: '2025-09-02T16:30:00Z',
  views: 3,
};

const text = (selector: string) => document.querySelector(selector)?.textContent;

async function show(news: NewsItem, onOpen: (item: NewsItem) => void = jest.fn()) {
  utils = await mountPlain(<NewsCard item={news} onOpen={onOpen} />);
}

describe('NewsCard (SPEC §1 language fields Zht/Zhs/Pt/En, §9 yyyy-mm-dd)', () => {
  test.each([
    ['zh-Hant', '抗戰勝利八十周年展覽開幕', '繁體摘要'],
    ['zh-Hans', '抗战胜利八十周年展览开幕', '简体摘要'],
    ['pt', 'Abertura da exposição', 'Resumo'],
    ['en', 'Exhibition opens', 'Summary'],
  ] as const)(
    '§1 in %s shows the title and summary of that language',
    async (locale, title, summary) => {
      setLocale(locale);
      await show(item);
      expect(text('.news-card__title')).toBe(title);
      expect(text('.news-card__summary')).toBe(summary);
      expect(document.querySelector('.news-card')?.getAttribute('aria-label')).toBe(title);
    },
  );

  test('§1 a language the item lacks falls back to the Zht field', async () => {
    setLocale('en');
    const zhtOnly = { ...item, titleEn: '', summaryEn: undefined } as NewsItem;
    await show(zhtOnly);
    expect(text('.news-card__title')).toBe(item.titleZht);
    expect(text('.news-card__summary')).toBe(item.summaryZht);
  });

  test('the text follows a language switch', async () => {
    await show(item);
    utils?.act(() => {
      setLocale('pt');
    });
    expect(text('.news-card__title')).toBe('Abertura da exposição');
  });

  test('§9 the date is YYYY-MM-DD in Macau time', async () => {
    await show(item);
    expect(text('.news-card__date')).toBe('2025-09-03');
  });

  test('§9 a zone-less server time is read as Macau wall-clock time', async () => {
    await show({ ...item, publishedAt: '2025-09-03 00:10:00' });
    expect(text('.news-card__date')).toBe('2025-09-03');
  });

  test('an unreadable date shows nothing rather than "Invalid Date"', async () => {
    await show({ ...item, publishedAt: 'soon' });
    expect(text('.news-card__date')).toBe('');
  });

  test('clicking the card calls onOpen with the item', async () => {
    const onOpen = jest.fn();
    await show(item, onOpen);
    utils?.fireEvent.click(document.querySelector('.news-card') as Element);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(item);
  });

  test('shows the cover when there is one, and none otherwise', async () => {
    await show(item);
    expect(document.querySelector('.news-card__cover')).not.toBeNull();
    cleanup(utils);
    await show({ ...item, cover: '' });
    expect(document.querySelector('.news-card__cover')).toBeNull();
  });
});
