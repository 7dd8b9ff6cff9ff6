import type { Locale } from './locale';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { zhHans } from './locales/zh-Hans';
import { zhHant, type Messages } from './locales/zh-Hant';

// The mini-program (and jest) carry every catalogue: a locale switch needs no network there.
// Dates carry no month or weekday names (formatMacau writes numbers), so no dayjs locale is needed.
// H5 loads all but the source locale on demand: see catalogues.h5.ts.
export const BUNDLED_CATALOGUES: Readonly<Record<Locale, Messages>> = {
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  pt,
  en,
};

export function loadCatalogue(locale: Locale): Messages | Promise<Messages> {
  return BUNDLED_CATALOGUES[locale];
}
