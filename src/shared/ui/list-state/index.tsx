import { useEffect, useRef } from 'react';
import { View, Text } from '@tarojs/components';
import { onNetworkBack } from '@/shared/lib/network';
import { observer } from '@/shared/stores/observer';
import type { PagedList } from '@/shared/stores/paged-list';
import { useT } from '@/shared/i18n/use-t';
import './index.less';

export interface ListStateProps {
  loading: boolean;
  /** Shown items count: the footer speaks only when there is nothing, or nothing more. */
  count: number;
  hasMore: boolean;
  error?: unknown;
  /** Text for an empty list; defaults to the common "nothing here yet". */
  emptyText?: string;
  onRetry?: () => void;
}

/**
 * The footer every list shows: a loading line, the empty state, a retry after an error, or
 * "no more". One place, so that every list in the app speaks the same way. Each state is its own
 * element (keyed): the loading line is replaced when the items arrive above it, not moved down
 * the page with them, which the browser would count as a layout shift.
 */
export function ListState({ loading, count, hasMore, error, emptyText, onRetry }: ListStateProps) {
  const { t } = useT();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  const failed = Boolean(error) && !loading && onRetry !== undefined;
  // Issue #27: a list that never loaded retries by itself when the network is back, as a list
  // seen before does under its OfflineBanner; the visitor need not find the button.
  useEffect(() => (failed ? onNetworkBack(() => retry.current?.()) : undefined), [failed]);
  if (error && !loading) {
    return (
      <View key="error" className="list-state list-state--error" role="alert">
        <Text className="list-state__text">{t('common.loadError')}</Text>
        {onRetry && (
          <View className="list-state__action" role="button" onClick={onRetry}>
            {t('common.retry')}
          </View>
        )}
      </View>
    );
  }
  if (loading) {
    return (
      <View key="loading" className="list-state list-state--loading" aria-busy="true">
        <View className="list-state__spinner" />
        <Text className="list-state__text">{t('common.loading')}</Text>
      </View>
    );
  }
  if (count === 0) {
    return (
      <View key="empty" className="list-state list-state--empty">
        <View className="list-state__empty-mark" />
        <Text className="list-state__text">{emptyText ?? t('common.empty')}</Text>
      </View>
    );
  }
  if (!hasMore) {
    return (
      <View key="end" className="list-state list-state--end">
        <Text className="list-state__text">{t('common.noMore')}</Text>
      </View>
    );
  }
  return null;
}

export interface PagedListStateProps {
  list: Pick<
    PagedList<unknown>,
    'loading' | 'refreshing' | 'items' | 'hasMore' | 'error' | 'retry'
  >;
  emptyText?: string;
}

/**
 * The footer of a paged list. A pull-to-refresh keeps the shown items (no loading line), and
 * Retry repeats the step that failed (PagedList.retry), so a failed refresh of a list already
 * shown is refreshed again, never answered with a next page that may not exist (issue #9).
 */
export const PagedListState = observer(function PagedListState({
  list,
  emptyText,
}: PagedListStateProps) {
  return (
    <ListState
      loading={list.loading && !list.refreshing}
      count={list.items.length}
      hasMore={list.hasMore}
      error={list.error}
      emptyText={emptyText}
      onRetry={() => void list.retry()}
    />
  );
});
