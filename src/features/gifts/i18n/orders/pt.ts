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
  progress: 'Estado do pedido',
  delivery: 'Envio',
  carrier: 'Transportadora',
  trackingNo: 'Número de seguimento',
  shippedAt: 'Enviado em',
  refunded: '{points} pontos devolvidos',
  steps: {
    placed: 'Pedido feito',
    shipped: 'Enviado',
    completed: 'Entregue',
    cancelled: 'Cancelado',
  },
};
