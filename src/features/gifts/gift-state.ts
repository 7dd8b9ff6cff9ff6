import type { IntegralSpu } from './types';

/** What stops a visitor from exchanging one unit of a gift, checked before any tap. */
export type GiftBlock = 'soldOut' | 'notEnough' | undefined;

/** `balance` undefined = a guest: they see the gift as it is and are asked to log in on tap. */
export function giftBlock(gift: IntegralSpu, balance: number | undefined, quantity = 1): GiftBlock {
  if (gift.stock < quantity) return 'soldOut';
  if (balance !== undefined && balance < gift.points * quantity) return 'notEnough';
  return undefined;
}
