// The operators' API names a refused field in words (issue #29): "新密碼 長度不可少於 10", not
// "body.newPassword". The operators read these refusals in the console; the visitor API keeps its
// paths (the app shows its own messages). A field with a language suffix (titleZht, namePt...)
// is its base name and the language.
import type { Locale } from '../../contract';

type Words = Record<Locale, string>;
const w = (zhHant: string, zhHans: string, pt: string, en: string): Words => ({
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  pt,
  en,
});

const FIELDS: Record<string, Words> = {
  account: w('帳號（電話）', '账号（电话）', 'Conta (telefone)', 'Account (phone)'),
  password: w('密碼', '密码', 'Palavra-passe', 'Password'),
  currentPassword: w('目前密碼', '当前密码', 'Palavra-passe atual', 'Current password'),
  newPassword: w('新密碼', '新密码', 'Nova palavra-passe', 'New password'),
  code: w('驗證碼', '验证码', 'Código', 'Code'),
  challenge: w('登入步驟', '登录步骤', 'Passo de entrada', 'Sign-in step'),
  name: w('名稱', '名称', 'Nome', 'Name'),
  title: w('標題', '标题', 'Título', 'Title'),
  summary: w('摘要', '摘要', 'Resumo', 'Summary'),
  content: w('內容', '内容', 'Conteúdo', 'Content'),
  description: w('說明', '说明', 'Descrição', 'Description'),
  question: w('題目', '题目', 'Pergunta', 'Question'),
  text: w('文字', '文字', 'Texto', 'Text'),
  roles: w('角色', '角色', 'Funções', 'Roles'),
  disabled: w('停用', '停用', 'Desativado', 'Disabled'),
  remark: w('原因', '原因', 'Motivo', 'Reason'),
  hidden: w('隱藏文字', '隐藏文字', 'Texto oculto', 'Text hidden'),
  carrier: w('物流公司', '物流公司', 'Transportadora', 'Carrier'),
  trackingNo: w('運單號碼', '运单号码', 'Número de seguimento', 'Tracking number'),
  stock: w('庫存', '库存', 'Stock', 'Stock'),
  points: w('積分', '积分', 'Pontos', 'Points'),
  limitPerUser: w('每人限兌', '每人限兑', 'Limite por pessoa', 'Limit per person'),
  onSale: w('上架', '上架', 'À venda', 'On sale'),
  sort: w('排序', '排序', 'Ordem', 'Order'),
  cover: w('封面', '封面', 'Capa', 'Cover'),
  pictures: w('圖片', '图片', 'Imagens', 'Pictures'),
  image: w('圖片', '图片', 'Imagem', 'Picture'),
  icon: w('圖示', '图示', 'Ícone', 'Icon'),
  iconLocked: w('未解鎖圖示', '未解锁图示', 'Ícone bloqueado', 'Locked icon'),
  link: w('連結', '链接', 'Ligação', 'Link'),
  position: w('位置', '位置', 'Posição', 'Position'),
  categoryId: w('分類', '分类', 'Categoria', 'Category'),
  kind: w('類型', '类型', 'Tipo', 'Kind'),
  publishAt: w('發佈時間', '发布时间', 'Publicação', 'Publish time'),
  startAt: w('開始時間', '开始时间', 'Início', 'Start'),
  endAt: w('結束時間', '结束时间', 'Fim', 'End'),
  signUpStartAt: w('報名開始', '报名开始', 'Início das inscrições', 'Sign-up start'),
  signUpEndAt: w('報名結束', '报名结束', 'Fim das inscrições', 'Sign-up end'),
  location: w('地點', '地点', 'Local', 'Location'),
  period: w('週期', '周期', 'Período', 'Period'),
  trigger: w('觸發', '触发', 'Acionador', 'Trigger'),
  typeId: w('類別', '类别', 'Categoria', 'Category'),
  ruleKind: w('規則', '规则', 'Regra', 'Rule'),
  ruleThreshold: w('門檻', '门槛', 'Limiar', 'Threshold'),
  rules: w('規則', '规则', 'Regras', 'Rules'),
  votesPerUserPerDay: w(
    '每人每日票數',
    '每人每日票数',
    'Votos por pessoa por dia',
    'Votes per person a day',
  ),
  votesPerWorkPerDay: w(
    '每作品每日票數',
    '每作品每日票数',
    'Votos por obra por dia',
    'Votes per work a day',
  ),
  contestId: w('比賽期', '比赛期', 'Concurso', 'Contest'),
  latitude: w('緯度', '纬度', 'Latitude', 'Latitude'),
  longitude: w('經度', '经度', 'Longitude', 'Longitude'),
  radiusM: w('範圍（米）', '范围（米）', 'Raio (m)', 'Radius (m)'),
  enabled: w('啟用', '启用', 'Ativa', 'Enabled'),
  options: w('選項', '选项', 'Opções', 'Options'),
  correct: w('正確答案', '正确答案', 'Resposta certa', 'Correct answer'),
  groupId: w('組別', '组别', 'Grupo', 'Group'),
  status: w('狀態', '状态', 'Estado', 'Status'),
  from: w('開始日期', '开始日期', 'Desde', 'From'),
  to: w('結束日期', '结束日期', 'Até', 'To'),
  page: w('頁碼', '页码', 'Página', 'Page'),
  perPage: w('每頁數量', '每页数量', 'Por página', 'Per page'),
  filter: w('篩選', '筛选', 'Filtro', 'Filter'),
};

const LANGUAGES: Record<string, Words> = {
  Zht: w('繁體中文', '繁体中文', 'chinês tradicional', 'Traditional Chinese'),
  Zhs: w('簡體中文', '简体中文', 'chinês simplificado', 'Simplified Chinese'),
  Pt: w('葡文', '葡文', 'português', 'Portuguese'),
  En: w('英文', '英文', 'inglês', 'English'),
};

/** The words for a field of the operators' API (its last path segment), or undefined. */
export function adminFieldName(locale: Locale, key: string): string | undefined {
  const known = FIELDS[key]?.[locale];
  if (known) return known;
  const localized = /^(.+)(Zht|Zhs|Pt|En)$/.exec(key);
  const base = localized && FIELDS[localized[1]]?.[locale];
  if (!localized || !base) return undefined;
  const language = LANGUAGES[localized[2]][locale];
  return locale === 'pt' || locale === 'en' ? `${base} (${language})` : `${base}（${language}）`;
}
