import type { OrdersMessages } from './zh-Hant';

export const ordersPt: OrdersMessages = {
  empty: 'Ainda não trocou nenhum brinde',
  toGifts: 'Ver os brindes',
  status: {
    pending: 'Por enviar',
    shipped: 'Enviado',
    completed: 'Concluído',
    cancelled: 'Cancelado',
  },
  quantity: 'Quantidade: {count}',
  cost: '{points} pontos',
  orderNo: 'Pedido n.º {id}',
  open: 'Ver o pedido {id}',
  orderedAt: 'Data da troca',
  gift: 'Brinde',
  total: 'Total',
  address: 'Morada de entrega',
  shipping: 'Envio',
  carrier: 'Transportadora',
  trackingNo: 'N.º de seguimento',
  shippedAt: 'Enviado em',
  shippedOn: 'Enviado em {time}',
  tracking: '{carrier}, n.º de seguimento {trackingNo}',
  refunded: '{points} pontos devolvidos',
  progress: 'Estado do pedido',
  steps: {
    placed: 'Pedido feito',
    shipped: 'Enviado',
    completed: 'Entregue',
    cancelled: 'Cancelado',
  },
};
