import { registerDomain } from '@/shared/i18n/core';
import { dictTextEn } from './en';
import { dictTextPt } from './pt';
import { dictTextZhHans } from './zh-Hans';
import { dictTextZhHant, type DictTextMessages } from './zh-Hant';

// Names of dictionary values to show when a dictionary call fails (issue #9): they travel with the
// screens that show dictionary values (dict.ts), not with every first load.
registerDomain('dict', {
  'zh-Hant': dictTextZhHant.dict,
  'zh-Hans': dictTextZhHans.dict,
  pt: dictTextPt.dict,
  en: dictTextEn.dict,
});

export const DICT_TEXT_CATALOGUES = {
  'zh-Hant': dictTextZhHant,
  'zh-Hans': dictTextZhHans,
  pt: dictTextPt,
  en: dictTextEn,
};

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    dict: DictTextMessages['dict'];
  }
}
