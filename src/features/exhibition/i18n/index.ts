import { registerDomain } from '@/shared/i18n/core';
import { exhibitionEn } from './en';
import { exhibitionPt } from './pt';
import { exhibitionZhHans } from './zh-Hans';
import { exhibitionZhHant } from './zh-Hant';
import type { ExhibitionMessages } from './zh-Hant';

export const EXHIBITION_CATALOGUES = {
  'zh-Hant': exhibitionZhHant,
  'zh-Hans': exhibitionZhHans,
  pt: exhibitionPt,
  en: exhibitionEn,
};

registerDomain('exhibition', EXHIBITION_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    exhibition: ExhibitionMessages;
  }
}
