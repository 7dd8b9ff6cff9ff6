import type { GiftsMessages } from './zh-Hant';

export const giftsPt: GiftsMessages = {
  balance: 'Os meus pontos',
  cost: '{points} pontos',
  stock: 'Stock: {stock}',
  limit: 'Máximo {limit} por pessoa',
  soldOut: 'Esgotado',
  notEnough: 'Pontos insuficientes',
  notEnoughDetail: 'Esta troca custa {cost} pontos e tem {points}',
  soldOutDetail: 'Este brinde esgotou',
  overLimit: 'Já atingiu o limite por pessoa deste brinde',
  limitReached: 'Limite atingido',
  unansweredDone:
    'A troca foi feita, mas a confirmação perdeu-se: a encomenda está no histórico de trocas',
  unansweredNothing:
    'O serviço de trocas não respondeu ({status}); não foram gastos pontos, tente mais tarde',
  empty: 'Ainda não há brindes para trocar',
  open: 'Ver «{name}»',
  /** The gift list's share card (issue #20). */
  shareList: 'Ganhe pontos no programa e troque-os por brindes comemorativos',
  description: 'Sobre o brinde',
  address: 'Morada de entrega',
  chooseAddress: 'Escolher a morada de entrega',
  addAddress: 'Adicionar uma morada de entrega',
  changeAddress: 'Mudar a morada de entrega',
  needAddress: 'Escolha primeiro a morada de entrega',
  exchange: 'Trocar agora',
  loginToExchange: 'Iniciar sessão para trocar',
  confirm: 'Trocar «{name}» por {cost} pontos, com entrega a {contact}?',
  // WeChat takes at most four Chinese characters' width on a dialog button (shared/ui/feedback).
  confirmButton: 'Trocar',
  success: 'Troca efetuada',
  orders: 'Histórico de trocas',
};
