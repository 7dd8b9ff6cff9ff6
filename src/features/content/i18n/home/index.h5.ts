import { registerDomainLoader, type Locale } from '@/shared/i18n/core';
import { homeTabZhHant } from './zh-Hant';

// H5 (index.ts elsewhere): the tab's chunk carries zh-Hant only; another language's text is
// fetched the first time it is shown.
const load = (locale: Locale) => {
  switch (locale) {
    case 'zh-Hans':
      return import('./zh-Hans').then((module) => module.homeTabZhHans);
    case 'pt':
      return import('./pt').then((module) => module.homeTabPt);
    case 'en':
      return import('./en').then((module) => module.homeTabEn);
    default:
      return Promise.resolve(homeTabZhHant);
  }
};

for (const name of ['home'] as const) {
  registerDomainLoader(name, homeTabZhHant[name], (locale) =>
    load(locale).then((messages) => messages[name]),
  );
}
