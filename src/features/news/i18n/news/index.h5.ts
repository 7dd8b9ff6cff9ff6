import { registerDomainLoader, type Locale } from '@/shared/i18n/core';
import { newsTabZhHant } from './zh-Hant';

// H5 (index.ts elsewhere): the tab's chunk carries zh-Hant only; another language's text is
// fetched the first time it is shown.
const load = (locale: Locale) => {
  switch (locale) {
    case 'zh-Hans':
      return import('./zh-Hans').then((module) => module.newsTabZhHans);
    case 'pt':
      return import('./pt').then((module) => module.newsTabPt);
    case 'en':
      return import('./en').then((module) => module.newsTabEn);
    default:
      return Promise.resolve(newsTabZhHant);
  }
};

for (const name of ['news'] as const) {
  registerDomainLoader(name, newsTabZhHant[name], (locale) =>
    load(locale).then((messages) => messages[name]),
  );
}
