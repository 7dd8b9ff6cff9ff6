import type { IntegralSpu } from './types';

/** What stops a visitor from exchanging one unit of a gift, checked before any tap. */
export type GiftBlock = 'soldOut' | 'overLimit' | 'notEnough' | undefined;

/** `balance` undefined = a guest: they see the gift as it is and are asked to log in on tap. */
export function giftBlock(gift: IntegralSpu, balance: number | undefined, quantity = 1): GiftBlock {
  if (gift.stock < quantity) return 'soldOut';
  // The page knows how many the visitor has (issue #21): the limit is said before the tap.
  if (gift.limitPerUser > 0 && (gift.exchanged ?? 0) + quantity > gift.limitPerUser) {
    return 'overLimit';
  }
  if (balance !== undefined && balance < gift.points * quantity) return 'notEnough';
  return undefined;
}
