// Source catalogue of the exchange records and order detail: the other locales are typed against it.
export const ordersZhHant = {
  empty: '還沒有兌換記錄，去禮品兌換看看吧',
  toGifts: '去兌換禮品',
  status: {
    pending: '待發貨',
    shipped: '已發貨',
    completed: '已完成',
    cancelled: '已取消',
  },
  quantity: '數量 {count}',
  cost: '{points} 積分',
  orderNo: '訂單編號 {id}',
  open: '查看訂單 {id}',
  orderedAt: '兌換時間',
  gift: '兌換禮品',
  total: '合計',
  address: '收貨地址',
  shipping: '物流信息',
  carrier: '物流公司',
  trackingNo: '物流單號',
  shippedAt: '發貨時間',
  shippedOn: '{time} 發貨',
  tracking: '{carrier} 物流單號 {trackingNo}',
  refunded: '已退回 {points} 積分',
  progress: '訂單進度',
  steps: {
    placed: '已下單',
    shipped: '已發貨',
    completed: '已完成',
    cancelled: '已取消',
  },
};

export type OrdersMessages = typeof ordersZhHant;
