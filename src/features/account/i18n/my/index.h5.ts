import { registerDomainLoader, type Locale } from '@/shared/i18n/core';
import { myTabZhHant } from './zh-Hant';

// H5 (index.ts elsewhere): the tab's chunk carries zh-Hant only; another language's text is
// fetched the first time it is shown.
const load = (locale: Locale) => {
  switch (locale) {
    case 'zh-Hans':
      return import('./zh-Hans').then((module) => module.myTabZhHans);
    case 'pt':
      return import('./pt').then((module) => module.myTabPt);
    case 'en':
      return import('./en').then((module) => module.myTabEn);
    default:
      return Promise.resolve(myTabZhHant);
  }
};

for (const name of ['my', 'field', 'gender'] as const) {
  registerDomainLoader(name, myTabZhHant[name], (locale) =>
    load(locale).then((messages) => messages[name]),
  );
}
