// DTOs shared by the app and the reference server (SPEC §3, §7). The spec shows few fields; the
// shapes below are the team's decisions where it is silent. Every response travels inside the
// envelope `ApiEnvelope` and the request layer hands back its `data`.

/** The envelope of every JSON answer (SPEC §7): success is code 0. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data?: T | null;
}

/** Timestamps are ISO 8601 strings in UTC; only the token expiry is in epoch seconds (SPEC §3). */
export type IsoDateTime = string;

export type Id = number;

export interface PageQuery {
  /** 1-based. */
  pageNo?: number;
  pageSize?: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Text in the four languages of SPEC §1; the suffixes are the spec's. Zht is the fallback. */
export type Localized<Base extends string> = {
  [K in `${Base}${'Zht' | 'Zhs' | 'Pt' | 'En'}`]: string;
};
/** Same, where only Zht is guaranteed (the others fall back to it). */
export type LocalizedOptional<Base extends string> = { [K in `${Base}Zht`]: string } & {
  [K in `${Base}${'Zhs' | 'Pt' | 'En'}`]?: string;
};

export type Locale = 'zh-Hant' | 'zh-Hans' | 'pt' | 'en';

// ---------- Account and session ----------

export type Gender = 'male' | 'female';

export interface UserInfo {
  id: Id;
  phone: string;
  /** With the plus sign, e.g. '+853' (SPEC §9 default). */
  areaCode: string;
  name: string;
  /** The username (SPEC §3 calls it showName). */
  showName: string;
  /** Title such as Mr/Ms: a dictValue of dictType appellation_type. */
  appellation: string;
  gender: Gender;
  email: string;
  region: string;
  memberType: string;
  timeZone: string;
  language: Locale;
  avatar: string;
  /** Current points balance; the server is the only source of truth. */
  points: number;
  badgeCount: number;
  realName?: string;
  idCardVerified?: boolean;
}

/** The spec's Account is the same record as UserInfo; the alias keeps both names readable. */
export type Account = UserInfo;

export interface LoginResult {
  token: string;
  /** Epoch seconds (SPEC §3): expired when not later than now. */
  expiresAt: number;
  user: UserInfo;
}

export interface PasswordLoginBody {
  /** Phone number or username. */
  account: string;
  password: string;
  areaCode?: string;
}

export interface CodeLoginBody {
  phone: string;
  areaCode: string;
  code: string;
}

export interface WechatLoginBody {
  /** The code from Taro.login / wx.login. */
  code: string;
}

export interface RegisterBody {
  phone: string;
  areaCode: string;
  code: string;
  password: string;
  showName?: string;
  appellation?: string;
  name?: string;
  email?: string;
  /** Inviter's code, when the visitor came through a share (SPEC §8 invitation message). */
  invitationCode?: string;
}

export interface ForgetPasswordBody {
  phone: string;
  areaCode: string;
  code: string;
  password: string;
}

/** Form fields of the three SMS-code calls (form-encoded, SPEC §7). */
export interface SmsCodeForm {
  phone: string;
  areaCode: string;
}

export type UpdateUserBody = Partial<
  Pick<
    UserInfo,
    | 'name'
    | 'showName'
    | 'appellation'
    | 'gender'
    | 'email'
    | 'region'
    | 'timeZone'
    | 'language'
    | 'avatar'
  >
>;

export interface IdCardInfo {
  realName: string;
  /** Masked by the server; the full number never travels back. */
  idCardNo: string;
  verified: boolean;
}

export interface AccountSecurityEmail {
  email: string;
  code?: string;
}

export interface AccountSecurityMobile {
  phone: string;
  areaCode: string;
  code?: string;
}

export interface UserFootprint {
  id: Id;
  /** What was visited: 'news' | 'activity' | 'vote' | 'gift' ..., with the record's id. */
  type: string;
  targetId: Id;
  title?: string;
  cover?: string;
  createdAt: IsoDateTime;
}

export interface UserDevice {
  /** Device or push id; the server keys on it so add is idempotent. */
  deviceId: string;
  platform: 'weapp' | 'h5';
  model?: string;
  system?: string;
  language?: Locale;
}

// ---------- Addresses ----------

/** Macau areas a delivery can go to; free text stays possible for older records. */
export type AddressArea = 'macau-peninsula' | 'taipa' | 'coloane' | 'cotai' | 'other';

export interface Address {
  id: Id;
  /** Contact person. */
  contact: string;
  areaCode: string;
  phone: string;
  // `string & {}` keeps editor completion for the known areas while accepting free text.
  area: AddressArea | (string & {});
  /** A short name for the address, e.g. "Home". */
  addressName: string;
  detailAddress: string;
  postcode?: string;
  isDefault: boolean;
}

export type AddressInput = Omit<Address, 'id'>;

// ---------- Dictionaries and configuration ----------

export interface DictItem {
  dictLabel: string;
  /** Items whose value is '-1' are placeholders and are filtered out (SPEC §3). */
  dictValue: string;
  labelZht?: string;
  labelZhs?: string;
  labelPt?: string;
  labelEn?: string;
}

export interface DictData {
  dictType: string;
  dataList: DictItem[];
}

/** An area code entry of the region picker (SPEC §2 /pages/login/code). */
export interface Country {
  id: Id;
  /** With the plus sign, e.g. '+853'. */
  areaCode: string;
  nameZht: string;
  nameZhs?: string;
  namePt?: string;
  nameEn?: string;
  /** ISO 3166-1 alpha-2, e.g. 'MO'. */
  iso?: string;
  children?: Country[];
}
export type AreaCode = Country;

/** Tree option of SPEC §3. */
export interface TreeOption {
  value: string;
  text: string;
  children?: TreeOption[];
}

export interface PublicParam {
  name: string;
  value: string;
}

export interface ExhibitionInfo {
  id: Id;
  nameZht: string;
  nameZhs?: string;
  namePt?: string;
  nameEn?: string;
  startAt?: IsoDateTime;
  endAt?: IsoDateTime;
  [field: string]: unknown;
}

export interface LanguageOption {
  locale: Locale;
  name: string;
}

export interface TranslateQuery {
  text: string;
  from?: Locale;
  to: Locale;
}

// ---------- Content ----------

export interface Poster {
  id: Id;
  image: string;
  title?: string;
  /** A page path or https URL opened on tap. */
  link?: string;
  sort?: number;
}

export interface Carousel {
  id: Id;
  image: string;
  titleZht?: string;
  titleZhs?: string;
  titlePt?: string;
  titleEn?: string;
  link?: string;
  sort: number;
}

/** Fixed rich-text pages (agreement, privacy, rules...), HTML in the four languages. */
export interface PageInfo extends Localized<'title'>, Localized<'content'> {
  id: Id;
  updatedAt?: IsoDateTime;
}

export interface Asset {
  id: Id;
  url: string;
  name?: string;
  type?: string;
}

export interface Channel {
  id: Id;
  name: string;
  code?: string;
}

export interface ShareSignature {
  timestamp: number | string;
  noncestr: string;
  signature: string;
  /** The JS-SDK needs the public account's appId; the server may send it to keep it out of the build. */
  appId?: string;
}

export interface RoomUserToken {
  token: string;
  roomId?: string;
  userId?: string;
}

// ---------- News and activities ----------

export interface NewsCategory {
  id: Id;
  nameZht: string;
  nameZhs?: string;
  namePt?: string;
  nameEn?: string;
  /** 'news' or 'activity': the activity zone is the news feed filtered to activity categories. */
  kind?: 'news' | 'activity';
  sort?: number;
}

/** Lists carry no `content*` (server/API.md); the detail call (GET /exhibitionNews/app/:id) does. */
export interface NewsItem
  extends Localized<'title'>, LocalizedOptional<'summary'>, Partial<LocalizedOptional<'content'>> {
  id: Id;
  cover: string;
  categoryId: Id;
  publishedAt: IsoDateTime;
  views: number;
}

/** Activities are news items in an activity category (see api/news.ts); extra fields optional. */
export interface Activity extends NewsItem {
  startAt?: IsoDateTime;
  endAt?: IsoDateTime;
  location?: string;
}

export interface NewsPageQuery extends PageQuery {
  categoryId?: Id;
  keyword?: string;
  /** 'activity' narrows to activity categories. */
  kind?: 'news' | 'activity';
}

export interface Advert {
  id: Id;
  image: string;
  link?: string;
  typeId?: Id;
}

export interface LayoutBlock {
  id: Id;
  code: string;
  [field: string]: unknown;
}

export interface NewsWord {
  id: Id;
  word: string;
}

// ---------- Contest ----------

export interface VoteInfo extends Localized<'name'> {
  id: Id;
  startAt: IsoDateTime;
  endAt: IsoDateTime;
  /** HTML; the long rules also live in a PageInfo (fixed id VOTE_RULES). */
  rules: string;
  visits?: number;
  /** Votes one visitor may cast per day; server-enforced. */
  votesPerDay?: number;
}

export interface VoteGroup extends Localized<'name'> {
  id: Id;
  voteId: Id;
  sort?: number;
}

export type VotePlayerStatus = 'pending' | 'approved' | 'rejected';

export interface VotePlayer extends Localized<'title'> {
  id: Id;
  voteId: Id;
  groupId: Id;
  userId: Id;
  /** The slogan itself (the work text), in the language it was written in. */
  slogan: string;
  authorName: string;
  cover?: string;
  votes: number;
  status: VotePlayerStatus;
  createdAt: IsoDateTime;
  /** Present on rank answers. */
  rank?: number;
  /** Whether the current visitor already voted today; absent for guests. */
  voted?: boolean;
}

export interface VotePlayerQuery extends PageQuery {
  groupId?: Id;
  keyword?: string;
}

export interface SignUpBody {
  groupId: Id;
  /** Title in the language of the author; the server copies it to the other fields. */
  title: string;
  slogan: string;
  authorName: string;
  cover?: string;
}

export interface VoteRecordBody {
  playerId: Id;
}

export interface VoteRecord {
  id: Id;
  playerId: Id;
  userId: Id;
  createdAt: IsoDateTime;
  /** Player's vote count after this vote, so the page can update without reloading. */
  votes: number;
}

export interface ArSite extends Localized<'name'> {
  id: Id;
  cover?: string;
  latitude?: number;
  longitude?: number;
  /** URL opened in the web view for the AR scene. */
  link?: string;
  sort?: number;
}

// ---------- Points, gifts, missions and badges ----------

export interface PointsFlow {
  id: Id;
  /** Positive when earned, negative when spent. */
  amount: number;
  balanceAfter: number;
  reason: string;
  createdAt: IsoDateTime;
}

export interface IntegralSpu extends Localized<'name'>, LocalizedOptional<'description'> {
  id: Id;
  cover: string;
  pictures: string[];
  /** Points one unit costs. */
  points: number;
  stock: number;
  /** 0 means no per-user limit. */
  limitPerUser: number;
}
export type Gift = IntegralSpu;

export type IntegralTradeStatus = 'pending' | 'shipped' | 'completed' | 'cancelled';

/** The address as it was when the order was placed: later edits must not change an order. */
export type AddressSnapshot = Omit<Address, 'id' | 'isDefault'>;

export interface IntegralTrade {
  id: Id;
  spuId: Id;
  spuName: string;
  cover: string;
  /** Total points paid (unit cost × quantity). */
  points: number;
  quantity: number;
  status: IntegralTradeStatus;
  address: AddressSnapshot;
  createdAt: IsoDateTime;
  idempotencyKey: string;
}
export type ExchangeOrder = IntegralTrade;

export interface ExchangeGiftBody {
  spuId: Id;
  quantity: number;
  addressId: Id;
  /**
   * Client-made unique key per exchange attempt: a retried or double-tapped request returns the
   * first order instead of spending points twice.
   */
  idempotencyKey: string;
}

export interface Mission extends Localized<'name'> {
  id: Id;
  points: number;
  period: 'once' | 'daily';
  /** For the current visitor and period. */
  completed: boolean;
}

export interface MissionCompleteResult {
  missionId: Id;
  completed: boolean;
  /** Points granted by this call; 0 when it was already completed. */
  pointsAwarded: number;
}

export interface IntegralRule extends LocalizedOptional<'content'> {
  id?: Id;
}

export interface BadgeType extends Localized<'name'> {
  id: Id;
  sort?: number;
}

export interface Badge extends Localized<'name'> {
  id: Id;
  typeId: Id;
  icon: string;
  /** Grey icon shown while not earned. */
  iconLocked?: string;
  earned: boolean;
  earnedAt?: IsoDateTime;
  description?: string;
}

export interface BadgeRule extends LocalizedOptional<'content'> {
  id?: Id;
}

// ---------- Files ----------

export interface UploadResult {
  url: string;
  name: string;
}

// ---------- Tracking ----------

export interface TrackingLog {
  /** 'weapp' | 'h5' | the system string. */
  os: string;
  /** Epoch milliseconds. */
  at: number;
  /** Anonymous device id kept in storage (STORAGE_KEYS.trackingUuid). */
  uuid: string;
  /** App version (SPEC §9: 1.0.1). */
  v: string;
  /** Exhibition id. */
  eid: Id | string;
  /** Page id or path. */
  pid: string;
}

export interface PageViewLog {
  /** Route name (routes.ts) or page path. */
  page: string;
  /** Absent for guests. */
  userId?: Id | string;
  title?: string;
  referrer?: string;
}

// ---------- Exhibition layer (loose: SPEC §1 says its screens are not shown) ----------

type Loose = Record<string, unknown>;

export interface Booth extends Loose {
  id: Id;
  name?: string;
}

export interface Exhibit extends Loose {
  id: Id;
  name?: string;
  cover?: string;
}

export interface ExhibitCategory extends Loose {
  id: Id;
  name?: string;
  children?: ExhibitCategory[];
}

export interface Enterprise extends Loose {
  id: Id;
  name?: string;
}

export interface BusinessCard extends Loose {
  id?: Id;
}

export interface JobCollect extends Loose {
  id: Id;
}

export type CompanyUser = Partial<UserInfo> & Loose;

/** SPEC §4: 1 approved, 2 rejected (with remark); other values not shown. */
export type AuditStatus = 1 | 2 | (number & {});

export interface EventInfo extends Loose {
  id: Id;
  auditStatus: AuditStatus;
  remark: string;
  enable: boolean;
}
export type CompanyEventInfo = EventInfo;

export interface Schedule extends Loose {
  id: Id;
  name?: string;
  startAt?: IsoDateTime;
  endAt?: IsoDateTime;
}

export interface Guest extends Loose {
  id: Id;
  name?: string;
}

export interface WeeklyActivity extends Loose {
  id: Id;
}

export type LooseBody = Loose;
