import { Image, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getLayoutPage, getNewsPage, NewsCard, type NewsItem } from '@/features/news';
import { getPosterAppPage } from '../api';
import { oldestSavedAt } from '@/shared/api/offline-cache';
import { useRequest } from '@/shared/hooks/use-request';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { navigate, safeAppUrl } from '@/shared/lib/navigation';
import { ListState } from '@/shared/ui/list-state';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { Page } from '@/shared/ui/page';
import './home-second.less';
import '../i18n/home';

interface Block {
  id: number;
  link?: string;
  icon?: string;
  titleZht?: string;
}

function open(link: string | undefined): void {
  const page = safeAppUrl(link);
  if (page) void navigate(page);
  else if (link && /^https:\/\//.test(link)) void navigate('webview', { query: { url: link } });
}

/**
 * The second home page (SPEC §2 /pages/home/index1): the programme's entries from the layout
 * blocks, its posters and the latest news, each with its loading, empty and retry states.
 */
function HomeSecondPage() {
  const { t } = useT();
  const blocks = useRequest(() => getLayoutPage({ pageNo: 1, pageSize: 12, code: 'home-entry' }));
  const posters = useRequest(() => getPosterAppPage({ pageNo: 1, pageSize: 6 }));
  const news = useRequest(() => getNewsPage({ pageNo: 1, pageSize: 5, kind: 'news' }));
  const entries = (blocks.data?.list ?? []) as Block[];
  const stories = news.data?.list ?? [];
  // Opened without a network, what was seen before shows under the banner (issue #14).
  const offlineAt = oldestSavedAt([blocks.data, posters.data, news.data]);
  const reloadAll = () => {
    void blocks.reload();
    void posters.reload();
    void news.reload();
  };

  return (
    <Page route="home1" className="home-second">
      <OfflineBanner savedAt={offlineAt} onRetry={reloadAll} />
      <View className="home-second__section" role="region" aria-label={t('home.explore')}>
        <Text className="home-second__title">{t('home.explore')}</Text>
        {entries.length > 0 ? (
          <View className="home-second__grid">
            {entries.map((block) => (
              <View
                key={block.id}
                className="home-second__entry"
                role="link"
                onClick={() => open(block.link)}
              >
                {block.icon && (
                  // The seeded icons carry a Chinese caption along their bottom fifth: the box
                  // shows the picture's top square only, so no Chinese reaches a pt/en screen.
                  <View className="home-second__icon">
                    <Image
                      className="home-second__icon-image"
                      src={block.icon}
                      mode="widthFix"
                      nativeProps={{ alt: '' }}
                    />
                  </View>
                )}
                <Text className="home-second__label">{pickField(block, 'title')}</Text>
              </View>
            ))}
          </View>
        ) : (
          <ListState
            loading={blocks.loading}
            count={0}
            hasMore={false}
            error={blocks.error}
            onRetry={() => void blocks.reload()}
          />
        )}
      </View>

      {(posters.data?.list ?? []).map((poster) => (
        <View
          key={poster.id}
          className="home-second__poster"
          role="link"
          aria-label={pickField(poster, 'title')}
          onClick={() => open(poster.link)}
        >
          <Image
            className="home-second__poster-image"
            src={poster.image}
            mode="aspectFill"
            nativeProps={{ alt: '' }}
          />
          <Text className="home-second__poster-title">{pickField(poster, 'title')}</Text>
        </View>
      ))}

      <View className="home-second__section" role="region" aria-label={t('home.latestNews')}>
        <View className="home-second__head">
          <Text className="home-second__title">{t('home.latestNews')}</Text>
          <View className="home-second__more" role="link" onClick={() => void navigate('news')}>
            {t('home.viewAll')}
          </View>
        </View>
        {stories.map((item: NewsItem) => (
          <NewsCard
            key={item.id}
            item={item}
            onOpen={() => void navigate('newsDetail', { query: { id: item.id } })}
          />
        ))}
        <ListState
          loading={news.loading}
          count={stories.length}
          hasMore
          error={news.error}
          onRetry={() => void news.reload()}
        />
      </View>
    </Page>
  );
}

export default observer(HomeSecondPage);
