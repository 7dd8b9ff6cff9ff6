import type { Id, IsoDateTime, UserInfo } from '@/shared/api/types';

// Exhibition layer (loose: SPEC §1 says its screens are not shown)

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
