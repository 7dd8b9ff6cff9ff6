import { Text, View } from '@tarojs/components';
import { activityState, distanceLabel, placeLabel } from '../activity-state';
import { timeRange } from '../format';
import type { ActivityItem } from '../types';
import type { LatLng } from '@/shared/lib/geo';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { Picture } from '@/shared/ui/picture';
import '../i18n';
import './activity-card.less';
import '../i18n/status';

export interface ActivityCardProps {
  item: ActivityItem;
  position?: LatLng;
  onOpen: (item: ActivityItem) => void;
}

/** One activity: cover, state, title, time, place and, once known, the distance. */
export function ActivityCard({ item, position, onOpen }: ActivityCardProps) {
  const { t, locale } = useT();
  const title = pickField(item, 'title');
  const state = activityState(item);
  const distance = distanceLabel(item, position);
  return (
    <View
      className="activity-card"
      role="link"
      aria-label={t('activities.open', { name: title })}
      onClick={() => onOpen(item)}
    >
      {item.cover && <Picture className="activity-card__cover" src={item.cover} />}
      <View className="activity-card__body">
        <Text className={`activity-card__state activity-card__state--${state}`}>
          {t(`status.${state}`)}
        </Text>
        <Text className="activity-card__title">{title}</Text>
        <Text className="activity-card__line">
          {t('activities.time')} {timeRange(item)}
        </Text>
        <Text className="activity-card__line">
          {t('activities.place')}{' '}
          {placeLabel(item.location, locale) || t('activities.placeToBeAnnounced')}
        </Text>
        {distance && (
          <Text className="activity-card__line">{t('activities.distance', { distance })}</Text>
        )}
      </View>
    </View>
  );
}
