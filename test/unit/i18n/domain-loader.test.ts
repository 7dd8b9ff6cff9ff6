import { initLocale, setLocale, t, type MessageKey } from '@/shared/i18n';
import { registerDomainLoader, type Locale } from '@/shared/i18n/core';

// H5 ships a tab's text in the source locale only (features/*/i18n/<tab>/index.h5.ts): another
// locale's text is fetched the first time it is shown, and zh-Hant stands in meanwhile.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a lazily loaded namespace shows zh-Hant until the chosen locale has arrived, once', async () => {
  initLocale();
  const asked: Locale[] = [];
  let release: (messages: never) => void = () => undefined;
  registerDomainLoader('vote', { search: '搜索' } as never, (locale) => {
    asked.push(locale);
    return new Promise((resolve) => {
      release = resolve;
    });
  });
  const key = 'vote.search' as MessageKey;
  expect(t(key)).toBe('搜索');
  expect(asked).toEqual([]);

  setLocale('pt');
  expect(asked).toEqual(['pt']);
  expect(t(key)).toBe('搜索');
  release({ search: 'Pesquisar' } as never);
  await settle();
  expect(t(key)).toBe('Pesquisar');

  setLocale('zh-Hant');
  setLocale('pt');
  expect(asked).toEqual(['pt']);
});

test('a failed fetch keeps the zh-Hant text and is tried again on the next switch', async () => {
  initLocale();
  let calls = 0;
  registerDomainLoader('home', { title: '標題' } as never, () => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ title: 'Title' } as never);
  });
  const key = 'home.title' as MessageKey;
  setLocale('en');
  await settle();
  expect(t(key)).toBe('標題');
  setLocale('zh-Hant');
  setLocale('en');
  await settle();
  expect(calls).toBe(2);
  expect(t(key)).toBe('Title');
});
