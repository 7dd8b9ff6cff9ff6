import { registerDomain } from '@/shared/i18n/core';
import { contestEn } from './en';
import { contestPt } from './pt';
import { contestZhHans } from './zh-Hans';
import { contestZhHant } from './zh-Hant';
import type { ContestMessages } from './zh-Hant';

export const CONTEST_CATALOGUES = {
  'zh-Hant': contestZhHant,
  'zh-Hans': contestZhHans,
  pt: contestPt,
  en: contestEn,
};

registerDomain('contest', CONTEST_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    contest: ContestMessages;
  }
}
