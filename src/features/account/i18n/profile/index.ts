import { registerDomain } from '@/shared/i18n/core';
import { profileEn } from './en';
import { profilePt } from './pt';
import { profileZhHans } from './zh-Hans';
import { profileZhHant } from './zh-Hant';
import type { ProfileMessages } from './zh-Hant';

export const PROFILE_CATALOGUES = {
  'zh-Hant': profileZhHant,
  'zh-Hans': profileZhHans,
  pt: profilePt,
  en: profileEn,
};

registerDomain('profile', PROFILE_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    profile: ProfileMessages;
  }
}
