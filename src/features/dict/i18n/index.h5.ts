import { registerDomainLoader, type Locale } from '@/shared/i18n/core';
import { dictTextZhHant } from './zh-Hant';

// H5 (index.ts elsewhere): zh-Hant with the screen; another language's names when it is chosen.
const load = (locale: Locale) => {
  switch (locale) {
    case 'zh-Hans':
      return import('./zh-Hans').then((module) => module.dictTextZhHans.dict);
    case 'pt':
      return import('./pt').then((module) => module.dictTextPt.dict);
    case 'en':
      return import('./en').then((module) => module.dictTextEn.dict);
    default:
      return Promise.resolve(dictTextZhHant.dict);
  }
};

registerDomainLoader('dict', dictTextZhHant.dict, load);
