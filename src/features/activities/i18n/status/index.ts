import { registerDomain } from '@/shared/i18n/core';
import { statusTextEn } from './en';
import { statusTextPt } from './pt';
import { statusTextZhHans } from './zh-Hans';
import { statusTextZhHant, type StatusTextMessages } from './zh-Hant';

// The status labels of SPEC §4 (not started, in progress, ended... and the older layer's): the
// activity screens show them, so they ship with that sub-package, not every first load.
registerDomain('status', {
  'zh-Hant': statusTextZhHant.status,
  'zh-Hans': statusTextZhHans.status,
  pt: statusTextPt.status,
  en: statusTextEn.status,
});

export const STATUS_TEXT_CATALOGUES = {
  'zh-Hant': statusTextZhHant,
  'zh-Hans': statusTextZhHans,
  pt: statusTextPt,
  en: statusTextEn,
};

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    status: StatusTextMessages['status'];
  }
}
