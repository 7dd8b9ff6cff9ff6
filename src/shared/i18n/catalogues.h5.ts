import type { Locale } from './locale';
import { zhHant, type Messages } from './locales/zh-Hant';

// On H5 only the source locale is in the first script; another language
// arrives as a small chunk when it is chosen, which keeps the first load within its budget.
export function loadCatalogue(locale: Locale): Messages | Promise<Messages> {
  switch (locale) {
    case 'zh-Hans':
      return import('./locales/zh-Hans').then((module) => module.zhHans);
    case 'pt':
      return import('./locales/pt').then((module) => module.pt);
    case 'en':
      return import('./locales/en').then((module) => module.en);
    default:
      return zhHant;
  }
}
