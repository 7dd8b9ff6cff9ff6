import { registerDomain } from '@/shared/i18n/core';
import { badgesEn } from './en';
import { badgesPt } from './pt';
import { badgesZhHans } from './zh-Hans';
import { badgesZhHant } from './zh-Hant';
import type { BadgesMessages } from './zh-Hant';

export const BADGES_CATALOGUES = {
  'zh-Hant': badgesZhHant,
  'zh-Hans': badgesZhHans,
  pt: badgesPt,
  en: badgesEn,
};

registerDomain('badges', BADGES_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    badges: BadgesMessages;
  }
}
