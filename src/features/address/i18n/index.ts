import { registerDomain } from '@/shared/i18n/core';
import { addressEn } from './en';
import { addressPt } from './pt';
import { addressZhHans } from './zh-Hans';
import { addressZhHant } from './zh-Hant';
import type { AddressMessages } from './zh-Hant';

export const ADDRESS_CATALOGUES = {
  'zh-Hant': addressZhHant,
  'zh-Hans': addressZhHans,
  pt: addressPt,
  en: addressEn,
};

registerDomain('address', ADDRESS_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    address: AddressMessages;
  }
}
