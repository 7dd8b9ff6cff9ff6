import { registerDomain } from '@/shared/i18n/core';
import { locationEn } from './en';
import { locationPt } from './pt';
import { locationZhHans } from './zh-Hans';
import { locationZhHant } from './zh-Hant';
import type { LocationMessages } from './zh-Hant';

export const LOCATION_CATALOGUES = {
  'zh-Hant': locationZhHant,
  'zh-Hans': locationZhHans,
  pt: locationPt,
  en: locationEn,
};

registerDomain('location', LOCATION_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    location: LocationMessages;
  }
}
