import type { Locale } from '../../contract';

/**
 * The console's CSV files (server/API-admin.md "Exports", issue #29): the cells a spreadsheet
 * must not run, the headers in the operator's language, and the reader of a file an operator
 * filled in and sends back (the orders export with carrier and tracking number).
 */

export { csv, csvCell, parseCsv } from '../../../../src/rules/csv';

type Words = Record<Locale, string>;

/** The orders export's columns, in the order written; the shipping file is read by them. */
export const ORDER_COLUMNS = {
  orderId: { 'zh-Hant': '訂單編號', 'zh-Hans': '订单编号', pt: 'N.º da encomenda', en: 'Order id' },
  createdAt: {
    'zh-Hant': '下單時間（澳門）',
    'zh-Hans': '下单时间（澳门）',
    pt: 'Data do pedido (Macau)',
    en: 'Ordered at (Macau)',
  },
  gift: { 'zh-Hant': '禮品', 'zh-Hans': '礼品', pt: 'Brinde', en: 'Gift' },
  quantity: { 'zh-Hant': '數量', 'zh-Hans': '数量', pt: 'Quantidade', en: 'Quantity' },
  contact: { 'zh-Hant': '收件人', 'zh-Hans': '收件人', pt: 'Destinatário', en: 'Recipient' },
  areaCode: { 'zh-Hant': '區號', 'zh-Hans': '区号', pt: 'Indicativo', en: 'Area code' },
  phone: { 'zh-Hant': '電話', 'zh-Hans': '电话', pt: 'Telefone', en: 'Phone' },
  area: { 'zh-Hant': '地區', 'zh-Hans': '地区', pt: 'Zona', en: 'Area' },
  address: { 'zh-Hant': '地址', 'zh-Hans': '地址', pt: 'Morada', en: 'Address' },
  postcode: { 'zh-Hant': '郵遞區號', 'zh-Hans': '邮政编码', pt: 'Código postal', en: 'Postcode' },
  status: { 'zh-Hant': '狀態', 'zh-Hans': '状态', pt: 'Estado', en: 'Status' },
  carrier: { 'zh-Hant': '物流公司', 'zh-Hans': '物流公司', pt: 'Transportadora', en: 'Carrier' },
  trackingNo: {
    'zh-Hant': '運單號碼',
    'zh-Hans': '运单号码',
    pt: 'N.º de seguimento',
    en: 'Tracking number',
  },
} satisfies Record<string, Words>;

export const VOTE_COLUMNS = {
  rank: { 'zh-Hant': '名次', 'zh-Hans': '名次', pt: 'Posição', en: 'Rank' },
  group: { 'zh-Hant': '組別', 'zh-Hans': '组别', pt: 'Grupo', en: 'Group' },
  workId: { 'zh-Hant': '作品編號', 'zh-Hans': '作品编号', pt: 'N.º da obra', en: 'Work id' },
  title: { 'zh-Hant': '標題', 'zh-Hans': '标题', pt: 'Título', en: 'Title' },
  author: { 'zh-Hant': '作者', 'zh-Hans': '作者', pt: 'Autor', en: 'Author' },
  votesInRange: {
    'zh-Hant': '期間票數',
    'zh-Hans': '期间票数',
    pt: 'Votos no período',
    en: 'Votes in range',
  },
  votes: { 'zh-Hant': '總票數', 'zh-Hans': '总票数', pt: 'Total de votos', en: 'Total votes' },
} satisfies Record<string, Words>;

export const ORDER_STATUS_WORDS: Record<string, Words> = {
  pending: { 'zh-Hant': '待發貨', 'zh-Hans': '待发货', pt: 'Por enviar', en: 'To ship' },
  shipped: { 'zh-Hant': '已發貨', 'zh-Hans': '已发货', pt: 'Enviada', en: 'Shipped' },
  completed: { 'zh-Hant': '已送達', 'zh-Hans': '已送达', pt: 'Entregue', en: 'Delivered' },
  cancelled: { 'zh-Hant': '已取消', 'zh-Hans': '已取消', pt: 'Cancelada', en: 'Cancelled' },
};

/** The header line of a file, in one language. */
export function headerLine(columns: Record<string, Words>, locale: Locale): string[] {
  return Object.values(columns).map((words) => words[locale]);
}

/**
 * Where each of `wanted` sits in a header line written in any of the four languages (or the
 * export's English headers before issue #29), or undefined for one not found.
 */
export function findColumns<K extends string>(
  header: string[],
  columns: Record<K, Words>,
  older: Partial<Record<K, string>> = {},
): Partial<Record<K, number>> {
  const plain = (value: string) => value.trim().toLowerCase();
  const cells = header.map(plain);
  const found: Partial<Record<K, number>> = {};
  for (const key of Object.keys(columns) as K[]) {
    const names = new Set([...Object.values<string>(columns[key]), older[key] ?? ''].map(plain));
    const at = cells.findIndex((cell) => cell !== '' && names.has(cell));
    if (at >= 0) found[key] = at;
  }
  return found;
}
