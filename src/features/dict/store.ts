import { makeAutoObservable, runInAction } from 'mobx';
import { defineDomainStore } from '@/shared/stores/domain-store';
import { getCountryList, getDictByType } from './api';
import type { Country, DictData } from './types';

/** Dictionaries and the country list (SPEC §3), loaded once per launch and shared. */
export class DictStore {
  countryList: Country[] = [];
  dicts: Record<string, DictData> = {};
  private inFlight = new Map<string, Promise<DictData>>();

  constructor() {
    makeAutoObservable<DictStore, 'inFlight'>(this, { inFlight: false });
  }

  async loadCountries(): Promise<Country[]> {
    if (this.countryList.length) return this.countryList;
    const list = await getCountryList();
    runInAction(() => {
      this.countryList = list;
    });
    return list;
  }

  /** One request per dictionary type, however many screens ask at once. */
  async loadDict(dictType: string): Promise<DictData> {
    const cached = this.dicts[dictType];
    if (cached) return cached;
    let request = this.inFlight.get(dictType);
    if (!request) {
      request = getDictByType(dictType).finally(() => this.inFlight.delete(dictType));
      this.inFlight.set(dictType, request);
    }
    const dict = await request;
    runInAction(() => {
      this.dicts[dictType] = dict;
    });
    return dict;
  }
}

/** Made the first time a screen needs a dictionary; shared by every screen after that. */
export const dictStore = defineDomainStore(() => new DictStore());
