import type { Country, DictData, DictItem as ApiDictItem } from './types';
import { getLocale, isMessageKey, pickField, t } from '@/shared/i18n';
import './i18n';

// SPEC §3: dictionaries arrive as { dictType, dataList }; an item whose dictValue is -1 is a
// placeholder the server keeps for its own use and is never offered to the user.

export interface DictItem {
  dictValue: string | number;
  dictLabel?: string;
  [field: string]: unknown;
}

export interface Dict<T extends { dictValue: unknown } = DictItem> {
  dictType: string;
  dataList: T[] | null;
}

export interface TreeOption<V = string | number> {
  value: V;
  text: string;
  children?: TreeOption<V>[];
}

export function isHiddenDictValue(value: unknown): boolean {
  if (typeof value === 'number') return value === -1;
  return typeof value === 'string' && value.trim() === '-1';
}

/** The items to show: accepts a whole dictionary or its dataList, and tolerates a missing one. */
export function visibleDictItems<T extends { dictValue: unknown }>(
  dict: Dict<T> | readonly T[] | null | undefined,
): T[] {
  const items = Array.isArray(dict) ? dict : (dict as Dict<T> | null | undefined)?.dataList;
  return (items ?? []).filter((item: T) => !isHiddenDictValue(item.dictValue));
}

export interface TreeMapping<T, V> {
  value: (item: T) => V;
  text: (item: T) => string;
  children?: (item: T) => readonly T[] | null | undefined;
}

/** Maps nested records (countries and their regions, categories...) onto picker options. */
export function toTreeOptions<T, V = string | number>(
  items: readonly T[] | null | undefined,
  mapping: TreeMapping<T, V>,
): TreeOption<V>[] {
  return (items ?? []).map((item) => {
    const option: TreeOption<V> = { value: mapping.value(item), text: mapping.text(item) };
    const children = mapping.children?.(item);
    if (children && children.length > 0) option.children = toTreeOptions(children, mapping);
    return option;
  });
}

/** Picker options of a dictionary: visible items, labelled in the current language. */
export function dictOptions(
  dict: Dict<DictItem> | readonly DictItem[] | null | undefined,
): TreeOption[] {
  return toTreeOptions(visibleDictItems(dict), {
    value: (item) => item.dictValue,
    text: (item) => pickField(item, 'dictLabel'),
  });
}

/** A dictionary item in the current language, falling back to its plain label, then its code. */
export function dictItemLabel(item: ApiDictItem): string {
  return pickField(item, 'label') || item.dictLabel || String(item.dictValue);
}

/**
 * The catalogue's name of a known code (dict.<type>.<value>), for when its dictionary has not
 * loaded (issue #9: a failed call showed `mr` and `macau-peninsula`).
 */
export function fallbackDictLabel(dictType: string, value: string): string | undefined {
  const key = `dict.${dictType}.${value}`;
  return isMessageKey(key) ? t(key) : undefined;
}

/**
 * The label of a dictionary value in the current language: from the dictionary when it is
 * loaded, else from the catalogue for the known codes, else the value itself (a code only the
 * server knows).
 */
export function dictLabel(dictType: string, dict: DictData | undefined, value: string): string {
  if (!value) return '';
  const item = dict?.dataList.find((each) => String(each.dictValue) === value);
  if (item) return dictItemLabel(item);
  return fallbackDictLabel(dictType, value) ?? value;
}

/** A country or territory named from its ISO code by the platform, in the current language. */
function regionNameOf(iso: string): string | undefined {
  // Two letters, and not a private-use code (AA, QM-QZ, XA-XZ, ZZ "unknown region").
  if (!/^[A-Z]{2}$/.test(iso) || /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(iso)) return undefined;
  try {
    const name = new Intl.DisplayNames([getLocale()], { type: 'region' }).of(iso);
    return name && name !== iso ? name : undefined;
  } catch {
    // A runtime without Intl.DisplayNames: the code stays.
    return undefined;
  }
}

/** The key a region is stored under: the country's ISO code (the same in every language). */
export function regionValueOf(country: Country): string {
  return country.iso || String(country.id);
}

/**
 * A region in words. The picker stores a country's ISO code; older accounts may hold a Macau
 * district of the `area` dictionary (the seed's 'macau-peninsula'), which still reads naturally.
 * The country list is the caller's (the dictionary store's), so that this stays a plain function.
 */
export function regionLabel(
  value: string,
  countries: readonly Country[],
  areas: DictData | undefined,
): string {
  if (!value) return '';
  const country = countries.find((each) => regionValueOf(each) === value);
  if (country) return pickField(country, 'name');
  // The country list did not load: the platform names an ISO code.
  return regionNameOf(value) ?? dictLabel('area', areas, value);
}
