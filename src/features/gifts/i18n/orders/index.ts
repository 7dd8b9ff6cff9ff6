import { registerDomain } from '@/shared/i18n/core';
import { ordersEn } from './en';
import { ordersPt } from './pt';
import { ordersZhHans } from './zh-Hans';
import { ordersZhHant } from './zh-Hant';
import type { OrdersMessages } from './zh-Hant';

export const ORDERS_CATALOGUES = {
  'zh-Hant': ordersZhHant,
  'zh-Hans': ordersZhHans,
  pt: ordersPt,
  en: ordersEn,
};

registerDomain('orders', ORDERS_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    orders: OrdersMessages;
  }
}
