import { registerDomainLoader, type Locale } from '@/shared/i18n/core';
import { voteTabZhHant } from './zh-Hant';

// H5 (index.ts elsewhere): the tab's chunk carries zh-Hant only; another language's text is
// fetched the first time it is shown.
const load = (locale: Locale) => {
  switch (locale) {
    case 'zh-Hans':
      return import('./zh-Hans').then((module) => module.voteTabZhHans);
    case 'pt':
      return import('./pt').then((module) => module.voteTabPt);
    case 'en':
      return import('./en').then((module) => module.voteTabEn);
    default:
      return Promise.resolve(voteTabZhHant);
  }
};

for (const name of ['vote'] as const) {
  registerDomainLoader(name, voteTabZhHant[name], (locale) =>
    load(locale).then((messages) => messages[name]),
  );
}
