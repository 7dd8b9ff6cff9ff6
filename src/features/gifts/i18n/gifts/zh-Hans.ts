import type { GiftsMessages } from './zh-Hant';

export const giftsZhHans: GiftsMessages = {
  balance: '我的积分',
  cost: '{points} 积分',
  stock: '库存 {stock}',
  limit: '每人限兑 {limit} 件',
  soldOut: '已兑完',
  notEnough: '积分不足',
  notEnoughDetail: '兑换需要 {cost} 积分，你现有 {points} 积分',
  soldOutDetail: '这件礼品已兑换完毕',
  overLimit: '你已达这件礼品的每人兑换上限',
  empty: '暂时没有可兑换的礼品',
  open: '查看“{name}”',
  /** The gift list's share card (issue #20). */
  shareList: '参与纪念活动赚取积分，兑换纪念礼品',
  description: '礼品介绍',
  address: '收货地址',
  chooseAddress: '选择收货地址',
  addAddress: '新增收货地址',
  changeAddress: '更换收货地址',
  needAddress: '请先选择收货地址',
  exchange: '立即兑换',
  loginToExchange: '登录后兑换',
  confirm: '以 {cost} 积分兑换“{name}”，寄往 {contact}？',
  confirmButton: '确认兑换',
  success: '兑换成功',
  orders: '兑换记录',
};
