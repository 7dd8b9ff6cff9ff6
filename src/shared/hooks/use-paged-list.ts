import { useEffect, useState } from 'react';
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro';
import { PagedList, type PagedFetcher } from '@/shared/stores/paged-list';

/**
 * A page's list: first page on mount, pull-down to refresh (the page config must enable it),
 * the next page when the visitor reaches the bottom.
 */
export function usePagedList<T>(fetcher: PagedFetcher<T>, pageSize?: number): PagedList<T> {
  const [list] = useState(() => new PagedList<T>(fetcher, pageSize));

  useEffect(() => {
    void list.refresh();
  }, [list]);

  usePullDownRefresh(() => {
    void list.refresh().finally(() => Taro.stopPullDownRefresh());
  });

  useReachBottom(() => {
    void list.loadMore();
  });

  return list;
}
