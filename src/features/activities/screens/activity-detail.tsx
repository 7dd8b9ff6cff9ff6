import { useEffect, useState } from 'react';
import { Image, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { isWeapp, placeQuery } from '@/features/location';
import { fitImages } from '@/features/news';
import { getActivityDetail } from '../api';
import { activityState, distanceLabel, hasPosition, placeLabel } from '../activity-state';
import { timeRange } from '../format';
import {
  addToPhoneCalendar,
  calendarFile,
  downloadCalendarFile,
  readActivityReminder,
  writeActivityReminder,
} from '../reminders';
import { activitiesStore } from '../store';
import { useRequest } from '@/shared/hooks/use-request';
import { routeId, useRouteParams } from '@/shared/hooks/use-route-params';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { REMINDER_OPTIONS, type ReminderId } from '@/shared/lib/constants';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import { toastInfo } from '@/shared/ui/feedback';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { RichContent } from '@/shared/ui/rich-content';
import '../i18n';
import './activities.less';
import { useShare } from '@/features/share';
import '../i18n/status';

/**
 * An activity (SPEC §2 /pages/activity/detail): time, place, state, the map, the distance once
 * the visitor allows their location, and a reminder (SPEC §9: none, at start, 5, 10, 15 min).
 */
function ActivityDetailPage() {
  const { t, locale } = useT();
  const { ui } = useStores();
  const store = activitiesStore.use();
  const params = useRouteParams();
  const id = routeId(params.id);
  const request = useRequest(
    () => (id !== undefined ? getActivityDetail(id) : Promise.reject(new Error('no id'))),
    [id],
  );
  const item = request.data;
  // Issue #13: shared to chats and Moments with the sharer's invite.
  useShare(
    () =>
      item && {
        title: pickField(item, 'title'),
        page: 'pages/activity/detail',
        query: { id: item.id },
        imageUrl: item.shareImage,
      },
    item?.id,
  );
  const [reminder, setReminder] = useState<ReminderId>('none');
  useEffect(() => {
    if (item) setReminder(readActivityReminder(item.id, ui.reminder));
  }, [item, ui.reminder]);

  if (!item) {
    return (
      <Page route="activityDetail">
        <ListState
          loading={request.loading}
          count={0}
          hasMore={false}
          error={request.error}
          onRetry={() => void request.reload()}
        />
      </Page>
    );
  }

  const title = pickField(item, 'title');
  const state = activityState(item);
  const place = placeLabel(item.location, locale);
  const distance = distanceLabel(item, store.position);

  const choose = (next: ReminderId) => {
    setReminder(next);
    writeActivityReminder(item.id, next);
    const option = REMINDER_OPTIONS.find((each) => each.id === next);
    if (next === 'none' || !option) {
      toastInfo(t('activities.reminderOff'));
      return;
    }
    if (isWeapp()) {
      toastInfo(t('activities.reminderSaved', { option: t(option.labelKey) }));
      void addToPhoneCalendar(title, item.startAt, next);
    } else {
      // A browser keeps no alarms: the choice is offered as a calendar file (issue #21).
      toastInfo(t('activities.reminderInFile', { option: t(option.labelKey) }));
    }
  };
  const calendar = isWeapp()
    ? undefined
    : calendarFile(
        { id: item.id, title, place, startAt: item.startAt, endAt: item.endAt },
        reminder,
      );

  return (
    <Page route="activityDetail" className="activity-detail">
      <View className="activity-detail__card">
        {item.cover && (
          <Image
            className="activity-detail__cover"
            src={item.cover}
            mode="widthFix"
            aria-label={title}
            nativeProps={{ alt: title }}
          />
        )}
        <View className="activity-detail__title" role="heading" aria-level={1}>
          {title}
        </View>
        <View className="activity-detail__row" role="status">
          <Text className="activity-detail__label">{t(`status.${state}`)}</Text>
        </View>
        <View className="activity-detail__row">
          <Text className="activity-detail__label">{t('activities.time')}</Text>
          <Text>{timeRange(item)}</Text>
        </View>
        <View className="activity-detail__row">
          <Text className="activity-detail__label">{t('activities.place')}</Text>
          <Text>
            {place || t('activities.placeToBeAnnounced')}
            {distance ? ` · ${t('activities.distance', { distance })}` : ''}
          </Text>
        </View>
        {place && (
          <View
            className="activities__map"
            role="link"
            onClick={() =>
              void navigate('openLocation', {
                query: placeQuery({
                  name: title,
                  address: place,
                  latitude: item.latitude,
                  longitude: item.longitude,
                }),
              })
            }
          >
            {t('activities.map')}
          </View>
        )}
        {hasPosition(item) && !store.position && (
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
      </View>

      {state !== 'ended' && (
        <View className="activity-detail__card">
          <View className="activity-detail__section-title" id="activity-reminder">
            {t('activities.reminder')}
          </View>
          <View
            className="activity-detail__options"
            role="radiogroup"
            aria-labelledby="activity-reminder"
          >
            {REMINDER_OPTIONS.map((option) => (
              <View
                key={option.id}
                className={`activity-detail__option ${
                  reminder === option.id ? 'activity-detail__option--on' : ''
                }`}
                role="radio"
                aria-checked={reminder === option.id}
                onClick={() => choose(option.id)}
              >
                {t(option.labelKey)}
              </View>
            ))}
          </View>
          {calendar && (
            <View
              className="activities__map"
              role="button"
              onClick={() => downloadCalendarFile(`activity-${item.id}.ics`, calendar)}
            >
              {t('activities.calendarFile')}
            </View>
          )}
        </View>
      )}

      <View className="activity-detail__card">
        <RichContent html={fitImages(pickField(item, 'content'))} />
      </View>
    </Page>
  );
}

export default observer(ActivityDetailPage);
