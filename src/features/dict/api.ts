import { isHiddenDictValue } from '@/features/dict/dict';
import { get, segment } from '@/shared/api/http';
import type { Country, DictData, LanguageOption, PublicParam, TranslateQuery } from './types';

/** SPEC §3: dictValue -1 marks a placeholder item that is never offered. */
export function withoutPlaceholders(dict: DictData): DictData {
  return {
    ...dict,
    dataList: (dict.dataList ?? []).filter((item) => !isHiddenDictValue(item.dictValue)),
  };
}

/** e.g. getDictByType('appellation_type') for the title picker. */
export const getDictByType = (dictType: string) =>
  get<DictData>('/dict/data/getByType', { dictType }).then(withoutPlaceholders);
export const getDictByKey = (key: string) =>
  get<DictData>(`/dict/data/byKey/${segment(key)}`).then(withoutPlaceholders);

export const getCountryList = () => get<Country[]>('/country/data/countryList');
/** Countries with their second-level regions. */
export const getCountryListSecond = () => get<Country[]>('/country/data/listSecond');
export const getCountryInfo = () => get<PublicParam>('/sys/params/public/country_info');
export const getPublicParam = (name: string) =>
  get<PublicParam>(`/sys/params/public/${segment(name)}`);

export const getLanguages = () => get<LanguageOption[]>('/language');
export const translateText = (query: TranslateQuery) =>
  get<string>('/language/translate/public/translate', query);
