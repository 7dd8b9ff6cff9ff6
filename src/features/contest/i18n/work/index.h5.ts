import { registerDomainLoader, type Locale } from '@/shared/i18n/core';
import { workTextZhHant } from './zh-Hant';

// H5 (index.ts elsewhere): zh-Hant with the page; another language's text when it is chosen.
const load = (locale: Locale) => {
  switch (locale) {
    case 'zh-Hans':
      return import('./zh-Hans').then((module) => module.workTextZhHans.work);
    case 'pt':
      return import('./pt').then((module) => module.workTextPt.work);
    case 'en':
      return import('./en').then((module) => module.workTextEn.work);
    default:
      return Promise.resolve(workTextZhHant.work);
  }
};

registerDomainLoader('work', workTextZhHant.work, load);
