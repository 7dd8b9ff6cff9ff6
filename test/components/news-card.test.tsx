// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import type { NewsItem } from '@/features/news';
import { NewsCard } from '@/features/news/components/news-card';
import { setLocale } from '@/shared/i18n';
import { cleanup, componentSuite, mountPlain, stubIntersectionObserver } from './support/harness';
import { getByRole, queryAllByRole, textOf, within } from './support/queries';

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

const card = () => getByRole('link');
const reads = (text: string) => within(card()).getByText(text) !== null;

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
      expect(reads(title)).toBe(true);
      expect(reads(summary)).toBe(true);
      expect(getByRole('link', { name: title })).toBe(card());
    },
  );

  test('§1 a language the item lacks falls back to the Zht field', async () => {
    setLocale('en');
    const zhtOnly = { ...item, titleEn: '', summaryEn: undefined } as NewsItem;
    await show(zhtOnly);
    expect(getByRole('link', { name: item.titleZht })).toBe(card());
    expect(reads(item.titleZht)).toBe(true);
    expect(reads(item.summaryZht as string)).toBe(true);
  });

  test('the text follows a language switch', async () => {
    await show(item);
    utils?.act(() => {
      setLocale('pt');
    });
    expect(getByRole('link', { name: 'Abertura da exposição' })).toBe(card());
    expect(reads('Resumo')).toBe(true);
  });

  test('§9 the date is YYYY-MM-DD in Macau time', async () => {
    await show(item);
    expect(reads('2025-09-03')).toBe(true);
  });

  test('§9 a zone-less server time is read as Macau wall-clock time', async () => {
    await show({ ...item, publishedAt: '2025-09-03 00:10:00' });
    expect(reads('2025-09-03')).toBe(true);
  });

  test('an unreadable date shows nothing rather than "Invalid Date"', async () => {
    await show({ ...item, publishedAt: 'soon' });
    expect(textOf(card())).toBe(`${item.titleZht}${item.summaryZht}`);
  });

  test('clicking the card calls onOpen with the item', async () => {
    const onOpen = jest.fn();
    await show(item, onOpen);
    utils?.fireEvent.click(getByRole('link', { name: item.titleZht }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(item);
  });

  test('shows the cover when there is one, and none otherwise', async () => {
    await show(item);
    expect(within(card()).getAllByRole('img')).toHaveLength(1);
    expect(within(card()).getByRole('img').getAttribute('src')).toBe(item.cover);
    cleanup(utils);
    await show({ ...item, cover: '' });
    expect(queryAllByRole('img')).toHaveLength(0);
  });
});
