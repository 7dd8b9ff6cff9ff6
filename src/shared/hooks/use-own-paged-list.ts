import { useDidShow } from '@tarojs/taro';
import type { Paged } from '@/shared/api/types';
import { useStores } from '@/shared/stores/context';
import type { PagedFetcher, PagedList } from '@/shared/stores/paged-list';
import { usePagedList } from './use-paged-list';

/**
 * A list of the visitor's own records (orders, ledger, addresses, works, favourites): nothing is
 * asked for while nobody is logged in, and it is read again each time its page shows, so what
 * was done on another page (a login, an exchange, a new address) is there on the way back.
 */
export function useOwnPagedList<T>(fetcher: PagedFetcher<T>, pageSize?: number): PagedList<T> {
  const { session } = useStores();
  const list = usePagedList<T>(
    (query) =>
      session.isLoggedIn
        ? fetcher(query)
        : Promise.resolve<Paged<T>>({ list: [], total: 0, pageNo: 1, pageSize: query.pageSize }),
    pageSize,
  );
  useDidShow(() => {
    if (session.isLoggedIn && !list.loading) void list.refresh();
  });
  return list;
}
