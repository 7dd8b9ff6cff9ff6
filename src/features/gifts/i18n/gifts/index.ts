import { registerDomain } from '@/shared/i18n/core';
import { giftsEn } from './en';
import { giftsPt } from './pt';
import { giftsZhHans } from './zh-Hans';
import { giftsZhHant } from './zh-Hant';
import type { GiftsMessages } from './zh-Hant';

export const GIFTS_CATALOGUES = {
  'zh-Hant': giftsZhHant,
  'zh-Hans': giftsZhHans,
  pt: giftsPt,
  en: giftsEn,
};

registerDomain('gifts', GIFTS_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    gifts: GiftsMessages;
  }
}
