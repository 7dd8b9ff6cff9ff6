import { registerDomain } from '@/shared/i18n/core';
import { homeTabEn } from './en';
import { homeTabPt } from './pt';
import { homeTabZhHans } from './zh-Hans';
import { homeTabZhHant, type HomeTabMessages } from './zh-Hant';

// Text of a main-package screen (home): the mini-program carries it in the main
// package anyway, but on H5 it ships with that tab's page chunk instead of every first load.
registerDomain('home', {
  'zh-Hant': homeTabZhHant.home,
  'zh-Hans': homeTabZhHans.home,
  pt: homeTabPt.home,
  en: homeTabEn.home,
});

export const HOME_TAB_CATALOGUES = {
  'zh-Hant': homeTabZhHant,
  'zh-Hans': homeTabZhHans,
  pt: homeTabPt,
  en: homeTabEn,
};

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    home: HomeTabMessages['home'];
  }
}
