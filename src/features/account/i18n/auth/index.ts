import { registerDomain } from '@/shared/i18n/core';
import { authEn } from './en';
import { authPt } from './pt';
import { authZhHans } from './zh-Hans';
import { authZhHant, type AuthMessages } from './zh-Hant';

// Login, registration and password reset (a sub-package that every tab preloads).
export const AUTH_CATALOGUES = {
  'zh-Hant': authZhHant.auth,
  'zh-Hans': authZhHans.auth,
  pt: authPt.auth,
  en: authEn.auth,
};

registerDomain('auth', AUTH_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    auth: AuthMessages['auth'];
  }
}
