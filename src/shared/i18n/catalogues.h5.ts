import 'dayjs/locale/zh-tw';
import type { Locale } from './locale';
import { zhHant, type Messages } from './locales/zh-Hant';

// On H5 only the source locale is in the first script; another language (and its dayjs locale)
// arrives as a small chunk when it is chosen, which keeps the first load within its budget.
export function loadCatalogue(locale: Locale): Messages | Promise<Messages> {
  switch (locale) {
    case 'zh-Hans':
      return Promise.all([import('./locales/zh-Hans'), import('dayjs/locale/zh-cn')]).then(
        ([module]) => module.zhHans,
      );
    case 'pt':
      return Promise.all([import('./locales/pt'), import('dayjs/locale/pt')]).then(
        ([module]) => module.pt,
      );
    case 'en':
      return import('./locales/en').then((module) => module.en);
    default:
      return zhHant;
  }
}
