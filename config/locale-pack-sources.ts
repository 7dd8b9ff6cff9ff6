// The texts of every language but zh-Hant that the main package's screens show, one pack per
// language. The mini-program's build writes each pack into the `my` sub-package
// (config/locale-packs.ts) and the app loads the chosen one from there (src/shared/i18n/
// locale-pack.ts), so the main package carries one language instead of four (issue #32).
// A main-package namespace added to a feature's index.weapp.ts must be added here too.
import type { LocalePack, PackedLocale } from '../src/shared/i18n/locale-pack';
import { en } from '../src/shared/i18n/locales/en';
import { pt } from '../src/shared/i18n/locales/pt';
import { zhHans } from '../src/shared/i18n/locales/zh-Hans';
import { myTabEn } from '../src/features/account/i18n/my/en';
import { myTabPt } from '../src/features/account/i18n/my/pt';
import { myTabZhHans } from '../src/features/account/i18n/my/zh-Hans';
import { homeTabEn } from '../src/features/content/i18n/home/en';
import { homeTabPt } from '../src/features/content/i18n/home/pt';
import { homeTabZhHans } from '../src/features/content/i18n/home/zh-Hans';
import { voteTabEn } from '../src/features/contest/i18n/vote/en';
import { voteTabPt } from '../src/features/contest/i18n/vote/pt';
import { voteTabZhHans } from '../src/features/contest/i18n/vote/zh-Hans';
import { workTextEn } from '../src/features/contest/i18n/work/en';
import { workTextPt } from '../src/features/contest/i18n/work/pt';
import { workTextZhHans } from '../src/features/contest/i18n/work/zh-Hans';
import { dictTextEn } from '../src/features/dict/i18n/en';
import { dictTextPt } from '../src/features/dict/i18n/pt';
import { dictTextZhHans } from '../src/features/dict/i18n/zh-Hans';
import { newsTabEn } from '../src/features/news/i18n/news/en';
import { newsTabPt } from '../src/features/news/i18n/news/pt';
import { newsTabZhHans } from '../src/features/news/i18n/news/zh-Hans';

export const LOCALE_PACKS: Readonly<Record<PackedLocale, LocalePack>> = {
  'zh-Hans': {
    messages: zhHans,
    domains: {
      ...homeTabZhHans,
      ...myTabZhHans,
      ...newsTabZhHans,
      ...voteTabZhHans,
      ...workTextZhHans,
      ...dictTextZhHans,
    },
  },
  pt: {
    messages: pt,
    domains: { ...homeTabPt, ...myTabPt, ...newsTabPt, ...voteTabPt, ...workTextPt, ...dictTextPt },
  },
  en: {
    messages: en,
    domains: { ...homeTabEn, ...myTabEn, ...newsTabEn, ...voteTabEn, ...workTextEn, ...dictTextEn },
  },
};
