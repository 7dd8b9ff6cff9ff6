import { registerDomain } from '../core';
import { formsEn } from './en';
import { formsPt } from './pt';
import { formsZhHans } from './zh-Hans';
import { formsZhHant, type FormsMessages } from './zh-Hant';

// The text of forms (labels, SPEC §5 validation messages, SPEC §8 success messages, the code
// countdown of SPEC §4): every form screen is in a sub-package, so this text ships with them and
// not with the main package. useForm and each file that shows these keys import this module.

const CATALOGUES = { 'zh-Hant': formsZhHant, 'zh-Hans': formsZhHans, pt: formsPt, en: formsEn };

export const FORM_NAMESPACES = ['form', 'validation', 'success', 'countdown'] as const;

for (const name of FORM_NAMESPACES) {
  registerDomain(name, {
    'zh-Hant': CATALOGUES['zh-Hant'][name],
    'zh-Hans': CATALOGUES['zh-Hans'][name],
    pt: CATALOGUES.pt[name],
    en: CATALOGUES.en[name],
  } as never);
}

export const FORMS_CATALOGUES = CATALOGUES;

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    form: FormsMessages['form'];
    validation: FormsMessages['validation'];
    success: FormsMessages['success'];
    countdown: FormsMessages['countdown'];
  }
}
