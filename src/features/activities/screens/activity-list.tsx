import { View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getActivityPage } from '../api';
import { hasPosition } from '../activity-state';
import { ActivityCard } from '../components/activity-card';
import { activitiesStore } from '../store';
import type { ActivityItem } from '../types';
import { useShare } from '@/features/share';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { t as translate } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { navigate } from '@/shared/lib/navigation';
import { PagedListState } from '@/shared/ui/list-state';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { Page } from '@/shared/ui/page';
import '../i18n';
import './activities.less';

/**
 * The activity zone (SPEC §2 /pages/activity/activity): each activity with its time, place and
 * state; the distance from the visitor once they allow their location.
 */
function ActivityListPage() {
  const { t } = useT();
  const store = activitiesStore.use();
  const list = usePagedList<ActivityItem>(getActivityPage);
  const measurable = list.items.some(hasPosition);
  const open = (item: ActivityItem) => void navigate('activityDetail', { query: { id: item.id } });
  // Issue #20: the list is shared to chats and Moments too, with the sharer's invite.
  useShare(
    () => ({ title: translate('activities.shareList'), page: 'pages/activity/activity' }),
    'activity',
  );

  return (
    <Page route="activity" className="activities">
      {measurable && !store.position && (
        <View
          className="activities__locate"
          role="button"
          aria-busy={store.locating}
          onClick={() => void store.locate()}
        >
          {t('activities.locate')}
        </View>
      )}
      {store.denied && (
        <View className="activities__note" role="status">
          {t('activities.locationDenied')}
        </View>
      )}
      <OfflineBanner savedAt={list.offlineAt} onRetry={() => void list.refresh()} />
      <View className="activities__list" role="list">
        {list.items.map((item) => (
          <View key={item.id} role="listitem">
            <ActivityCard item={item} position={store.position} onOpen={open} />
          </View>
        ))}
      </View>
      <PagedListState list={list} emptyText={t('activities.empty')} />
    </Page>
  );
}

export default observer(ActivityListPage);
