import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { Image, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getNewsDetail } from '../api';
import { savedAtOf } from '@/shared/api/offline-cache';
import { FavouriteButton } from '../components/favourite-button';
import { fitImages } from '../fit-images';
import { useRequest } from '@/shared/hooks/use-request';
import { routeId, useRouteParams } from '@/shared/hooks/use-route-params';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { READ_MORE_HEIGHT } from '@/shared/lib/constants';
import { formatDateTime, relativeTime } from '@/shared/lib/time';
import { ListState } from '@/shared/ui/list-state';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { Page } from '@/shared/ui/page';
import { PageLoading } from '@/shared/ui/page-loading';
import { RichContent } from '@/shared/ui/rich-content';
import './news-detail.less';
import { useShare } from '@/features/share';
import { shareInfo as storyShare } from '../share';
import '../i18n/news';

export { shareInfo } from '../share';

const BODY_ID = 'news-detail-body';

/** Whether the element is taller than `limit` px once drawn (the read-more decision, SPEC §9). */
function useTallerThan(id: string, limit: number, content: string | undefined): boolean {
  const [taller, setTaller] = useState(false);
  useEffect(() => {
    if (!content) return;
    let alive = true;
    Taro.nextTick(() => {
      if (!alive) return;
      try {
        Taro.createSelectorQuery()
          .select(`#${id}`)
          .boundingClientRect((rect) => {
            const box = Array.isArray(rect) ? rect[0] : rect;
            if (alive) setTaller(Boolean(box && box.height > limit));
          })
          .exec();
      } catch {
        // No page to measure (left already): the story simply stays unfolded.
      }
    });
    return () => {
      alive = false;
    };
  }, [id, limit, content]);
  return taller;
}

/**
 * A story (SPEC §2 /pages/news/detail): title, time, views, its favourite button and the rich
 * text, sanitized on H5 and with pictures fitted to the screen; a long story folds at 400 px
 * behind "read more".
 */
function NewsDetailPage() {
  const { t } = useT();
  const params = useRouteParams();
  const id = routeId(params.id);
  const story = useRequest(
    () => (id !== undefined ? getNewsDetail(id) : Promise.reject(new Error('no id'))),
    [id],
  );
  const item = story.data;
  // Issue #13: shared to chats and Moments with the sharer's invite.
  useShare(
    () =>
      item && {
        ...storyShare(item),
        page: 'pages/news/detail',
        query: { id: item.id },
      },
    item?.id,
  );
  const html = item ? fitImages(pickField(item, 'content')) : undefined;
  const taller = useTallerThan(BODY_ID, READ_MORE_HEIGHT, html);
  const [expanded, setExpanded] = useState(false);
  const folded = taller && !expanded;
  const title = item ? pickField(item, 'title') : undefined;

  return (
    <Page route="newsDetail" className="news-detail">
      <OfflineBanner savedAt={savedAtOf(item)} onRetry={() => void story.reload()} />
      {item ? (
        <View className="news-detail__card">
          <View className="news-detail__title" role="heading" aria-level={1}>
            {title}
          </View>
          <View className="news-detail__meta">
            <Text>{formatDateTime(item.publishedAt)}</Text>
            <Text>{relativeTime(item.publishedAt)}</Text>
            <Text>{t('news.views', { count: item.views })}</Text>
          </View>
          <FavouriteButton storyId={item.id} favouriteId={item.favouriteId} />
          {item.cover && (
            <Image
              className="news-detail__cover"
              src={item.cover}
              mode="widthFix"
              aria-label={title}
              nativeProps={{ alt: title }}
            />
          )}
          <View
            id={BODY_ID}
            className={`news-detail__body ${folded ? 'news-detail__body--folded' : ''}`}
            style={folded ? { maxHeight: `${READ_MORE_HEIGHT}px` } : undefined}
          >
            <RichContent html={html ?? ''} />
          </View>
          {taller && (
            <View
              className="news-detail__more"
              role="button"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('news.collapse') : t('news.readMore')}
            </View>
          )}
        </View>
      ) : story.loading ? (
        <PageLoading />
      ) : (
        <ListState
          loading={false}
          count={0}
          hasMore={false}
          error={story.error}
          onRetry={() => void story.reload()}
        />
      )}
    </Page>
  );
}

export default observer(NewsDetailPage);
