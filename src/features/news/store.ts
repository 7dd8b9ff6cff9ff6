import { makeAutoObservable, runInAction } from 'mobx';
import { getNewsCategories, getNewsPage } from './api';
import type { NewsCategory, NewsItem } from './types';
import type { Id } from '@/shared/api/types';
import { defineDomainStore } from '@/shared/stores/domain-store';
import { PagedList } from '@/shared/stores/paged-list';

/**
 * The news tab: its categories, the one chosen, and a paged list per category. It lives as long
 * as the app's stores, so the category and the lists read so far are still there when the
 * visitor comes back from a story or from another tab.
 */
export class NewsStore {
  categories: NewsCategory[] = [];
  categoriesLoaded = false;
  categoriesError: unknown = undefined;
  /** undefined: every category ("All"). */
  categoryId: Id | undefined = undefined;
  private lists = new Map<string, PagedList<NewsItem>>();

  constructor() {
    makeAutoObservable<NewsStore, 'lists'>(this, { lists: false, listFor: false });
  }

  async loadCategories(): Promise<void> {
    this.categoriesError = undefined;
    try {
      const categories = await getNewsCategories({ kind: 'news' });
      runInAction(() => {
        this.categories = categories;
        this.categoriesLoaded = true;
        // A category removed since the visitor chose it falls back to "All".
        if (!categories.some((category) => category.id === this.categoryId)) {
          this.categoryId = undefined;
        }
      });
    } catch (error) {
      runInAction(() => {
        this.categoriesError = error;
      });
    }
  }

  /** The list of one category, made the first time it is shown. */
  listFor(categoryId: Id | undefined): PagedList<NewsItem> {
    const key = String(categoryId ?? 'all');
    let list = this.lists.get(key);
    if (!list) {
      list = new PagedList<NewsItem>((query) =>
        getNewsPage({ ...query, kind: 'news', categoryId }),
      );
      this.lists.set(key, list);
    }
    return list;
  }

  get list(): PagedList<NewsItem> {
    return this.listFor(this.categoryId);
  }

  select(categoryId: Id | undefined): void {
    this.categoryId = categoryId;
    const list = this.listFor(categoryId);
    if (!list.loaded && !list.loading) void list.refresh();
  }
}

export const newsStore = defineDomainStore(() => new NewsStore());
