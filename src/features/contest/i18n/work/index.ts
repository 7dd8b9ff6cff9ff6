import { registerDomain } from '@/shared/i18n/core';
import { workTextEn } from './en';
import { workTextPt } from './pt';
import { workTextZhHans } from './zh-Hans';
import { workTextZhHant, type WorkTextMessages } from './zh-Hant';

// A work's page and the ranking (not the contest tab): on H5 this text stays out of the tab's
// first load; the mini-program carries it with the work page (main package) and the ranking.
registerDomain('work', {
  'zh-Hant': workTextZhHant.work,
  'zh-Hans': workTextZhHans.work,
  pt: workTextPt.work,
  en: workTextEn.work,
});

export const WORK_TEXT_CATALOGUES = {
  'zh-Hant': workTextZhHant,
  'zh-Hans': workTextZhHans,
  pt: workTextPt,
  en: workTextEn,
};

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    work: WorkTextMessages['work'];
  }
}
