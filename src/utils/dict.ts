import { pickField } from '../i18n';

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
