import { get, OFFLINE, post, segment, type RequestOptions } from '@/shared/api/http';
import type { ExchangeGiftBody, IntegralSpu, IntegralTrade } from './types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

export const getGiftPage = (query?: PageQuery) =>
  get<Paged<IntegralSpu>>('/grow/integralSpu/page', query, OFFLINE);
export const getGift = (id: Id) => get<IntegralSpu>(`/grow/integralSpu/${segment(id)}`);

export const getExchangeOrderPage = (query?: PageQuery & { status?: string }) =>
  get<Paged<IntegralTrade>>('/grow/integralTrade/page', query);
/** SPEC §7 "contacts query": the contact shown on the order (filled from the address snapshot). */
export const getExchangeOrder = (id: Id, query?: { contacts?: string }) =>
  get<IntegralTrade>(`/grow/integralTrade/${segment(id)}`, query);

/**
 * A fresh key per exchange attempt. The caller keeps it while retrying the same attempt so that
 * the server answers a repeat with the first order instead of spending points twice.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const random = () => Math.random().toString(36).slice(2, 10);
  return `${Date.now().toString(36)}-${random()}-${random()}`;
}

/** Shows the loading mask: the visitor must not tap again while points are being spent. */
export const exchangeGift = (body: ExchangeGiftBody, options?: Pick<RequestOptions, 'hideMsg'>) =>
  post<IntegralTrade>('/grow/integralTrade', body, { showLoading: true, ...options });
