import { registerDomain } from '@/shared/i18n/core';
import { newsTabEn } from './en';
import { newsTabPt } from './pt';
import { newsTabZhHans } from './zh-Hans';
import { newsTabZhHant, type NewsTabMessages } from './zh-Hant';

// Text of a main-package screen (news): the mini-program carries it in the main
// package anyway, but on H5 it ships with that tab's page chunk instead of every first load.
registerDomain('news', {
  'zh-Hant': newsTabZhHant.news,
  'zh-Hans': newsTabZhHans.news,
  pt: newsTabPt.news,
  en: newsTabEn.news,
});

export const NEWS_TAB_CATALOGUES = {
  'zh-Hant': newsTabZhHant,
  'zh-Hans': newsTabZhHans,
  pt: newsTabPt,
  en: newsTabEn,
};

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    news: NewsTabMessages['news'];
  }
}
