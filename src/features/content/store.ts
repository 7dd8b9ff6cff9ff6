import { makeAutoObservable, runInAction } from 'mobx';
import { getCarouselPage, getExhibitionInfo, getPageInfo, getPosterAppPage } from './api';
import { getNewsCategories, getNewsPage } from '@/features/news';
import { PAGE_INFO_IDS } from '@/shared/api/fixed-ids';
import { oldestSavedAt } from '@/shared/api/offline-cache';
import { defineDomainStore } from '@/shared/stores/domain-store';
import type { ExhibitionInfo } from '@/features/dict';
import type { NewsCategory, NewsItem } from '@/features/news';
import { globalData } from '@/shared/lib/global-data';
import type { Carousel, PageInfo, Poster } from './types';

/** Content several screens share (SPEC §3): exhibition info, the home lists, the agreement. */
export class ContentStore {
  exhibitionInfo: ExhibitionInfo | undefined = undefined;
  protocolMessage: PageInfo | undefined = undefined;
  /** Carousel slides on home (SPEC §3 ad list). */
  adList: Carousel[] = [];
  posterList: Poster[] = [];
  categoryList: NewsCategory[] = [];
  /** Latest news shown on home (SPEC §3 notice list). */
  noticeList: NewsItem[] = [];
  /** Free list a screen may park between pages (SPEC §3 data list). */
  dataList: unknown[] = [];
  homeLoading = false;
  /** Whether home's calls have answered once (the carousel keeps its place until then). */
  homeLoaded = false;
  homeError: unknown = undefined;
  /** When the oldest part home shows was saved, if the network failed and the cache answered. */
  homeOfflineAt: number | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  async loadExhibition(): Promise<ExhibitionInfo> {
    const info = await getExhibitionInfo();
    runInAction(() => {
      this.exhibitionInfo = info;
      globalData.exhibitionId = info.id;
    });
    return info;
  }

  /** Everything home shows; one failing part does not blank the others. */
  async loadHome(): Promise<void> {
    this.homeLoading = true;
    this.homeError = undefined;
    const [slides, posters, categories, news] = await Promise.allSettled([
      getCarouselPage({ pageNo: 1, pageSize: 5 }),
      getPosterAppPage({ pageNo: 1, pageSize: 4 }),
      getNewsCategories({ kind: 'news' }),
      getNewsPage({ pageNo: 1, pageSize: 5 }),
    ]);
    runInAction(() => {
      if (slides.status === 'fulfilled') this.adList = slides.value.list;
      if (posters.status === 'fulfilled') this.posterList = posters.value.list;
      if (categories.status === 'fulfilled') this.categoryList = categories.value;
      if (news.status === 'fulfilled') this.noticeList = news.value.list;
      const results = [slides, posters, categories, news];
      const failed = results.find((r) => r.status === 'rejected');
      this.homeError = failed?.status === 'rejected' ? failed.reason : undefined;
      this.homeOfflineAt = oldestSavedAt(
        results.map((r) => (r.status === 'fulfilled' ? r.value : undefined)),
      );
      this.homeLoading = false;
      this.homeLoaded = true;
    });
  }

  async loadProtocol(): Promise<PageInfo> {
    if (this.protocolMessage) return this.protocolMessage;
    const info = await getPageInfo(PAGE_INFO_IDS.agreement);
    runInAction(() => {
      this.protocolMessage = info;
    });
    return info;
  }

  setDataList(list: unknown[]): void {
    this.dataList = list;
  }
}

/** Home's store (main package: home is the entry page). */
export const contentStore = defineDomainStore(() => new ContentStore());
