import { registerDomain } from '@/shared/i18n/core';
import { contentEn } from './en';
import { contentPt } from './pt';
import { contentZhHans } from './zh-Hans';
import { contentZhHant } from './zh-Hant';
import type { ContentMessages } from './zh-Hant';

export const CONTENT_CATALOGUES = {
  'zh-Hant': contentZhHant,
  'zh-Hans': contentZhHans,
  pt: contentPt,
  en: contentEn,
};

registerDomain('content', CONTENT_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    content: ContentMessages;
  }
}
