import { readFileSync } from 'node:fs';
import path from 'node:path';
import { myTabEn } from '@/features/account/i18n/my/en';
import { myTabPt } from '@/features/account/i18n/my/pt';
import { myTabZhHans } from '@/features/account/i18n/my/zh-Hans';
import { myTabZhHant } from '@/features/account/i18n/my/zh-Hant';
import { homeTabEn } from '@/features/content/i18n/home/en';
import { homeTabPt } from '@/features/content/i18n/home/pt';
import { homeTabZhHans } from '@/features/content/i18n/home/zh-Hans';
import { homeTabZhHant } from '@/features/content/i18n/home/zh-Hant';
import { LOCALES, type Locale } from '@/shared/i18n/locale';
import { en } from '@/shared/i18n/locales/en';
import { pt } from '@/shared/i18n/locales/pt';
import { zhHans } from '@/shared/i18n/locales/zh-Hans';
import { zhHant } from '@/shared/i18n/locales/zh-Hant';
import { DIST, openWeapp, startBackend, type Backend } from './harness';

// Issue #32: the main package carries zh-Hant only; the other languages' texts come from their
// pack in the `my` sub-package. A visitor who switches language sees every text of the first
// screens in it, and a language loaded once still shows at the next launch with no network.

jest.setTimeout(120_000);

const SHARED = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, pt, en };
const HOME = { 'zh-Hant': homeTabZhHant, 'zh-Hans': homeTabZhHans, pt: homeTabPt, en: homeTabEn };
const MY = { 'zh-Hant': myTabZhHant, 'zh-Hans': myTabZhHans, pt: myTabPt, en: myTabEn };
const OTHERS = LOCALES.filter((locale) => locale !== 'zh-Hant') as Exclude<Locale, 'zh-Hant'>[];

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

test.each(OTHERS)(
  'a visitor switches home from zh-Hant to %s with the picker, and the my tab follows',
  async (locale) => {
    const weapp = openWeapp(backend, {
      script: { actionSheetAnswers: [LOCALES.indexOf(locale)] },
    });
    try {
      weapp.mp.launch('pages/home/index');
      await weapp.waitForText(homeTabZhHant.home.subtitle);
      await weapp.tap(zhHant.language.zhHant);
      const home = await weapp.waitForText(HOME[locale].home.subtitle);
      expect(home).toContain(HOME[locale].home.latestNews);
      expect(home).not.toContain(homeTabZhHant.home.subtitle);
      // The tab bar's labels come from the shared catalogue.
      expect(weapp.mp.records.tabBar.map((item) => item.text)).toContain(SHARED[locale].tab.home);

      weapp.mp.switchTab('pages/my/index');
      const my = await weapp.waitForText(MY[locale].my.guestTitle);
      expect(my).not.toContain(myTabZhHant.my.guestTitle);
      expect(weapp.mp.requiredAsync).toEqual([`pages-my/i18n/${locale}.js`]);
      expect(weapp.mp.problems).toEqual([]);
    } finally {
      weapp.mp.close();
    }
  },
);

test('a language loaded once shows from the first screen of the next launch, with no network for sub-packages', async () => {
  const first = openWeapp(backend, { script: { actionSheetAnswers: [LOCALES.indexOf('pt')] } });
  let storage: Record<string, unknown>;
  try {
    first.mp.launch('pages/home/index');
    await first.waitForText(homeTabZhHant.home.subtitle);
    await first.tap(zhHant.language.zhHant);
    await first.waitForText(homeTabPt.home.subtitle);
    storage = Object.fromEntries(first.mp.records.storage);
  } finally {
    first.mp.close();
  }

  const second = openWeapp(backend, { storage, subPackagesUnreachable: true });
  try {
    second.mp.launch('pages/home/index');
    // The first setData already speaks Portuguese: no flash of zh-Hant while a pack loads.
    const firstDrawn = await second.waitFor('the first screen', () => {
      const text = second.text();
      return text.includes(homeTabPt.home.subtitle) || text.includes(homeTabZhHant.home.subtitle)
        ? text
        : undefined;
    });
    expect(firstDrawn).toContain(homeTabPt.home.subtitle);
    second.mp.switchTab('pages/my/index');
    await second.waitForText(myTabPt.my.guestTitle);
    expect(second.mp.requiredAsync).toEqual([]);
    expect(second.mp.problems).toEqual([]);
  } finally {
    second.mp.close();
  }
});

test('the main package carries no text of the other languages', () => {
  const app = JSON.parse(readFileSync(path.join(DIST, 'app.json'), 'utf8')) as { pages: string[] };
  const mainFiles = [
    'app.js',
    'common.js',
    'vendors.js',
    'taro.js',
    ...app.pages.map((page) => `${page}.js`),
  ];
  const main = mainFiles.map((file) => readFileSync(path.join(DIST, file), 'utf8')).join('\n');
  expect(main).toContain(homeTabZhHant.home.subtitle);
  for (const locale of OTHERS) {
    expect(main).not.toContain(HOME[locale].home.subtitle);
    expect(main).not.toContain(MY[locale].my.guestTitle);
    expect(main).not.toContain(SHARED[locale].common.shareHint);
  }
});
