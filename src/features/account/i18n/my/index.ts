import { registerDomain } from '@/shared/i18n/core';
import { myTabEn } from './en';
import { myTabPt } from './pt';
import { myTabZhHans } from './zh-Hans';
import { myTabZhHant, type MyTabMessages } from './zh-Hant';

// Text of a main-package screen (my, field, gender): the mini-program carries it in the main
// package anyway, but on H5 it ships with that tab's page chunk instead of every first load.
registerDomain('my', {
  'zh-Hant': myTabZhHant.my,
  'zh-Hans': myTabZhHans.my,
  pt: myTabPt.my,
  en: myTabEn.my,
});
registerDomain('field', {
  'zh-Hant': myTabZhHant.field,
  'zh-Hans': myTabZhHans.field,
  pt: myTabPt.field,
  en: myTabEn.field,
});
registerDomain('gender', {
  'zh-Hant': myTabZhHant.gender,
  'zh-Hans': myTabZhHans.gender,
  pt: myTabPt.gender,
  en: myTabEn.gender,
});

export const MY_TAB_CATALOGUES = {
  'zh-Hant': myTabZhHant,
  'zh-Hans': myTabZhHans,
  pt: myTabPt,
  en: myTabEn,
};

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    my: MyTabMessages['my'];
    field: MyTabMessages['field'];
    gender: MyTabMessages['gender'];
  }
}
