import type { Id, IsoDateTime, Locale } from '@/shared/api/types';

// Dictionaries and configuration

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
