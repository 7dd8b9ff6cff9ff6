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

// Account and session

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
  /** The code a friend registers with to credit this visitor's invite (server/API.md). */
  invitationCode?: string;
}

/** The spec's Account is the same record as UserInfo; the alias keeps both names readable. */
export type Account = UserInfo;

export interface LoginResult {
  token: string;
  /** Epoch seconds (SPEC §3): expired when not later than now. */
  expiresAt: number;
  user: UserInfo;
}

// ---------- Files ----------

export interface UploadResult {
  url: string;
  name: string;
}
