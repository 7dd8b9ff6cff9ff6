import type { OrdersMessages } from './zh-Hant';

export const ordersEn: OrdersMessages = {
  empty: 'No exchanges yet',
  toGifts: 'See the gifts',
  status: {
    pending: 'To be shipped',
    shipped: 'Shipped',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  quantity: 'Quantity: {count}',
  cost: '{points} points',
  orderNo: 'Order no. {id}',
  open: 'View order {id}',
  orderedAt: 'Exchanged on',
  gift: 'Gift',
  total: 'Total',
  address: 'Delivery address',
  shipping: 'Shipping',
  carrier: 'Carrier',
  trackingNo: 'Tracking no.',
  shippedAt: 'Shipped on',
  shippedOn: 'Shipped on {time}',
  tracking: '{carrier}, tracking no. {trackingNo}',
  refunded: '{points} points returned',
  progress: 'Order progress',
  steps: {
    placed: 'Order placed',
    shipped: 'Shipped',
    completed: 'Delivered',
    cancelled: 'Cancelled',
  },
};
