import type { Id, IsoDateTime, Localized, LocalizedOptional } from '@/shared/api/types';
import type { Address } from '@/features/address';

export interface IntegralSpu extends Localized<'name'>, LocalizedOptional<'description'> {
  id: Id;
  cover: string;
  /** A PNG or JPG picture for a share card (WeChat draws no other kind); absent when none. */
  shareImage?: string;
  pictures: string[];
  /** Points one unit costs. */
  points: number;
  stock: number;
  /** 0 means no per-user limit. */
  limitPerUser: number;
  /** The gift's page, signed in: how many of it the visitor already has (issue #21). */
  exchanged?: number;
}
export type Gift = IntegralSpu;

export type IntegralTradeStatus = 'pending' | 'shipped' | 'completed' | 'cancelled';

/** The address as it was when the order was placed: later edits must not change an order. */
export type AddressSnapshot = Omit<Address, 'id' | 'isDefault'>;

export interface IntegralTrade {
  id: Id;
  spuId: Id;
  spuName: string;
  cover: string;
  /** Total points paid (unit cost × quantity). */
  points: number;
  quantity: number;
  status: IntegralTradeStatus;
  address: AddressSnapshot;
  createdAt: IsoDateTime;
  idempotencyKey: string;
  /** Set when an operator ships the order (issue #23). */
  carrier?: string;
  trackingNo?: string;
  shippedAt?: IsoDateTime;
  deliveredAt?: IsoDateTime;
  /** Set when the order is cancelled: the points returned to the visitor. */
  cancelledAt?: IsoDateTime;
  refundedPoints?: number;
}
export type ExchangeOrder = IntegralTrade;

export interface ExchangeGiftBody {
  spuId: Id;
  quantity: number;
  addressId: Id;
  /**
   * Client-made unique key per exchange attempt: a retried or double-tapped request returns the
   * first order instead of spending points twice.
   */
  idempotencyKey: string;
}
