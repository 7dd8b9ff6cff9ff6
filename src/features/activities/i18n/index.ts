import { registerDomain } from '@/shared/i18n/core';
import { activitiesEn } from './en';
import { activitiesPt } from './pt';
import { activitiesZhHans } from './zh-Hans';
import { activitiesZhHant } from './zh-Hant';
import type { ActivitiesMessages } from './zh-Hant';

export const ACTIVITIES_CATALOGUES = {
  'zh-Hant': activitiesZhHant,
  'zh-Hans': activitiesZhHans,
  pt: activitiesPt,
  en: activitiesEn,
};

registerDomain('activities', ACTIVITIES_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    activities: ActivitiesMessages;
  }
}
