import { useEffect } from 'react';
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro';
import { ScrollView, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { NewsCard } from '../components/news-card';
import { newsStore } from '../store';
import type { NewsItem } from '../types';
import type { Id } from '@/shared/api/types';
import { useShare } from '@/features/share';
import { pickField, t as translate } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { navigate } from '@/shared/lib/navigation';
import { useFirstItems } from '@/shared/hooks/use-next-task';
import { PagedListState } from '@/shared/ui/list-state';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { Page } from '@/shared/ui/page';
import './news-list.less';
import '../i18n/news';

interface Tab {
  id: Id | undefined;
  label: string;
}

/**
 * The news tab (SPEC §2 /pages/news/news): the categories as tabs, the chosen one's stories
 * newest first with cover, title in the current language and relative time (SPEC §9);
 * pull-to-refresh, more at the bottom. The category stays chosen when the visitor comes back.
 */
function NewsListPage() {
  const { t } = useT();
  const news = newsStore.use();
  const list = news.list;

  useEffect(() => {
    if (!news.categoriesLoaded) void news.loadCategories();
    if (!news.list.loaded && !news.list.loading) void news.list.refresh();
  }, [news]);

  usePullDownRefresh(() => {
    const categories = news.categoriesError ? news.loadCategories() : Promise.resolve();
    void Promise.all([categories, news.list.refresh()]).finally(() => Taro.stopPullDownRefresh());
  });

  useReachBottom(() => {
    void news.list.loadMore();
  });

  // Issue #20: the list is shared to chats and Moments too, with the sharer's invite; WeChat
  // draws the card's picture from the page itself.
  useShare(() => ({ title: translate('news.shareList'), page: 'pages/news/news' }), 'news');

  const tabs: Tab[] = [
    { id: undefined, label: t('news.all') },
    ...news.categories.map((category) => ({ id: category.id, label: pickField(category, 'name') })),
  ];
  // The stories below the first screen are drawn one task after the first ones (issue #14).
  const shownItems = useFirstItems(list.items.length);
  const open = (item: NewsItem) => void navigate('newsDetail', { query: { id: item.id } });

  return (
    <Page route="news" className="news-list">
      {/* The row keeps its place while the categories load, so the stories do not move down. */}
      {(tabs.length > 1 || !news.categoriesLoaded) && (
        <ScrollView className="news-list__tabs" scrollX enhanced showScrollbar={false}>
          <View className="news-list__tab-row" role="tablist" aria-label={t('news.categories')}>
            {tabs.map((tab) => {
              const selected = tab.id === news.categoryId;
              return (
                <View
                  key={String(tab.id ?? 'all')}
                  className={`news-list__tab ${selected ? 'news-list__tab--on' : ''}`}
                  role="tab"
                  aria-selected={selected}
                  onClick={() => news.select(tab.id)}
                >
                  {tab.label}
                </View>
              );
            })}
          </View>
        </ScrollView>
      )}
      <OfflineBanner savedAt={list.offlineAt} onRetry={() => void list.refresh()} />
      <View className="news-list__items" role="list">
        {list.items.slice(0, shownItems).map((item) => (
          <View key={item.id} role="listitem">
            <NewsCard item={item} onOpen={open} relative />
          </View>
        ))}
      </View>
      {/* Under the list only once all of it is drawn: it would move down on the screen. */}
      {shownItems === list.items.length && (
        <PagedListState list={list} emptyText={t('news.empty')} />
      )}
    </Page>
  );
}

export default observer(NewsListPage);
