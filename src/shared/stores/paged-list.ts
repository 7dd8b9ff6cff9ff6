import { makeAutoObservable, runInAction } from 'mobx';
import { savedAtOf } from '@/shared/api/offline-cache';
import type { Paged, PageQuery } from '@/shared/api/types';
import { PAGE_SIZE } from '@/shared/lib/constants';

export type PagedFetcher<T> = (query: Required<PageQuery>) => Promise<Paged<T>>;

/**
 * One model behind every list page: first load, pull-to-refresh, load more, and the states a
 * visitor sees (loading, empty, error, no more). A stale answer (from before a refresh) is
 * dropped so that a slow network never shows an old page over a new one.
 */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  pageNo = 0;
  loading = false;
  refreshing = false;
  error: unknown = undefined;
  loaded = false;
  /**
   * When the first page shown was saved, if it came from the offline cache (the network failed):
   * the screen shows the OfflineBanner, and no next page is asked for until a refresh succeeds.
   */
  offlineAt: number | undefined = undefined;
  private generation = 0;
  /** The step whose answer was an error, so that a retry repeats that step and not another. */
  private failedStep: 'refresh' | 'more' | undefined = undefined;

  constructor(
    private fetcher: PagedFetcher<T>,
    readonly pageSize: number = PAGE_SIZE,
  ) {
    makeAutoObservable<PagedList<T>, 'fetcher' | 'generation' | 'failedStep'>(this, {
      fetcher: false,
      generation: false,
      failedStep: false,
    });
  }

  get hasMore(): boolean {
    return !this.loaded || this.items.length < this.total;
  }

  get isEmpty(): boolean {
    return this.loaded && this.items.length === 0 && !this.error;
  }

  /** First page again; keeps the shown items until the new ones arrive. */
  async refresh(): Promise<void> {
    const generation = ++this.generation;
    this.refreshing = this.loaded;
    this.loading = true;
    this.error = undefined;
    try {
      const page = await this.fetcher({ pageNo: 1, pageSize: this.pageSize });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = page.list;
        this.total = page.total;
        this.pageNo = 1;
        this.loaded = true;
        this.offlineAt = savedAtOf(page);
      });
      this.failedStep = undefined;
    } catch (error) {
      if (generation !== this.generation) return;
      this.failedStep = 'refresh';
      runInAction(() => {
        this.error = error;
      });
    } finally {
      if (generation === this.generation) {
        runInAction(() => {
          this.loading = false;
          this.refreshing = false;
        });
      }
    }
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.loaded || !this.hasMore || this.offlineAt !== undefined) return;
    const generation = this.generation;
    this.loading = true;
    this.error = undefined;
    try {
      const page = await this.fetcher({ pageNo: this.pageNo + 1, pageSize: this.pageSize });
      if (generation !== this.generation) return;
      runInAction(() => {
        const seen = new Set(this.items.map((item) => (item as { id?: unknown }).id));
        const fresh = page.list.filter((item) => !seen.has((item as { id?: unknown }).id));
        this.items = [...this.items, ...fresh];
        this.total = page.total;
        this.pageNo = page.pageNo;
      });
      this.failedStep = undefined;
    } catch (error) {
      if (generation !== this.generation) return;
      this.failedStep = 'more';
      runInAction(() => {
        this.error = error;
      });
    } finally {
      if (generation === this.generation) {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }

  /**
   * What a "Retry" under the list does: the step that failed again. A failed pull-to-refresh of
   * a list already shown is a refresh to repeat (issue #9), not a next page that may not exist.
   */
  retry(): Promise<void> {
    return this.failedStep === 'more' ? this.loadMore() : this.refresh();
  }

  /** Changes one item in place (after an edit, a vote...) without reloading the list. */
  update(predicate: (item: T) => boolean, change: (item: T) => T): void {
    this.items = this.items.map((item) => (predicate(item) ? change(item) : item));
  }

  remove(predicate: (item: T) => boolean): void {
    const before = this.items.length;
    this.items = this.items.filter((item) => !predicate(item));
    this.total = Math.max(0, this.total - (before - this.items.length));
  }
}
