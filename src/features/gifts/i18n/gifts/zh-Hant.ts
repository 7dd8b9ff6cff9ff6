// Source catalogue of the gift list and gift detail: the other locales are typed against it.
export const giftsZhHant = {
  balance: '我的積分',
  cost: '{points} 積分',
  stock: '庫存 {stock}',
  limit: '每人限兌 {limit} 件',
  soldOut: '已兌完',
  notEnough: '積分不足',
  notEnoughDetail: '兌換需要 {cost} 積分，你現有 {points} 積分',
  soldOutDetail: '這件禮品已兌換完畢',
  overLimit: '你已達這件禮品的每人兌換上限',
  limitReached: '已達兌換上限',
  unansweredDone: '兌換已完成，但確認未能送達：訂單在兌換記錄中',
  unansweredNothing: '兌換服務暫時沒有回應（{status}），積分未扣除，請稍後再試',
  empty: '暫時沒有可兌換的禮品',
  open: '查看「{name}」',
  /** The gift list's share card (issue #20). */
  shareList: '參與紀念活動賺取積分，兌換紀念禮品',
  description: '禮品介紹',
  address: '收貨地址',
  chooseAddress: '選擇收貨地址',
  addAddress: '新增收貨地址',
  changeAddress: '更換收貨地址',
  needAddress: '請先選擇收貨地址',
  exchange: '立即兌換',
  loginToExchange: '登入後兌換',
  confirm: '以 {cost} 積分兌換「{name}」，寄往 {contact}？',
  confirmButton: '確認兌換',
  success: '兌換成功',
  orders: '兌換記錄',
};

export type GiftsMessages = typeof giftsZhHant;
