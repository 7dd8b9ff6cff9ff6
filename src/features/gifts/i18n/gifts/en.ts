import type { GiftsMessages } from './zh-Hant';

export const giftsEn: GiftsMessages = {
  balance: 'My points',
  cost: '{points} points',
  stock: 'In stock: {stock}',
  limit: 'Limit {limit} per person',
  soldOut: 'Sold out',
  notEnough: 'Not enough points',
  notEnoughDetail: 'This exchange needs {cost} points and you have {points}',
  soldOutDetail: 'This gift has run out',
  overLimit: 'You have reached the per-person limit of this gift',
  limitReached: 'Limit reached',
  unansweredDone:
    'The exchange went through but its confirmation was lost: the order is in your exchange records',
  unansweredNothing:
    'The exchange service did not answer ({status}); no points were spent, please try again later',
  empty: 'No gifts to exchange yet',
  open: 'View "{name}"',
  /** The gift list's share card (issue #20). */
  shareList: 'Earn points in the programme and exchange them for commemorative gifts',
  description: 'About this gift',
  address: 'Delivery address',
  chooseAddress: 'Choose a delivery address',
  addAddress: 'Add a delivery address',
  changeAddress: 'Change the delivery address',
  needAddress: 'Choose a delivery address first',
  exchange: 'Exchange now',
  loginToExchange: 'Log in to exchange',
  confirm: 'Exchange "{name}" for {cost} points, delivered to {contact}?',
  confirmButton: 'Confirm',
  success: 'Exchanged',
  orders: 'Exchange history',
};
