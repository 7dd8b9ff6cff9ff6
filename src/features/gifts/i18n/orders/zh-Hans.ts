import type { OrdersMessages } from './zh-Hant';

export const ordersZhHans: OrdersMessages = {
  empty: '还没有兑换记录，去礼品兑换看看吧',
  toGifts: '去兑换礼品',
  status: {
    pending: '待发货',
    shipped: '已发货',
    completed: '已完成',
    cancelled: '已取消',
  },
  quantity: '数量 {count}',
  cost: '{points} 积分',
  orderNo: '订单编号 {id}',
  open: '查看订单 {id}',
  orderedAt: '兑换时间',
  gift: '兑换礼品',
  total: '合计',
  address: '收货地址',
  shipping: '物流信息',
  carrier: '物流公司',
  trackingNo: '物流单号',
  shippedAt: '发货时间',
  shippedOn: '{time} 发货',
  tracking: '{carrier} 物流单号 {trackingNo}',
  refunded: '已退回 {points} 积分',
  progress: '订单进度',
  steps: {
    placed: '已下单',
    shipped: '已发货',
    completed: '已完成',
    cancelled: '已取消',
  },
};
