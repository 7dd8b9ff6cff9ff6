import { registerDomain } from '@/shared/i18n/core';
import { tourEn } from './en';
import { tourPt } from './pt';
import { tourZhHans } from './zh-Hans';
import { tourZhHant } from './zh-Hant';
import type { TourMessages } from './zh-Hant';

export const TOUR_CATALOGUES = {
  'zh-Hant': tourZhHant,
  'zh-Hans': tourZhHans,
  pt: tourPt,
  en: tourEn,
};

registerDomain('tour', TOUR_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    tour: TourMessages;
  }
}
