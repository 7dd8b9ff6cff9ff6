import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getPointsFlowPage } from '../api';
import type { PointsFlow } from '../types';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { PagedListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { useOwnPagedList } from '@/shared/hooks/use-own-paged-list';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useT } from '@/shared/i18n/use-t';
import { relativeTime } from '@/shared/lib/time';
import './points-records.less';
import '@/features/points/i18n/points';

/** '+5' and '−30': a true minus sign, so that the sign reads as one at a glance. */
function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : `\u2212${Math.abs(amount)}`;
}

function PointsRecordsPage() {
  const { t } = useT();
  const loggedIn = useLoginGuard();

  const list = useOwnPagedList<PointsFlow>(getPointsFlowPage);

  return (
    <Page route="pointsRecords" className="points-records list-state-compact">
      {loggedIn ? (
        <>
          <View className="points-records__list" role="list">
            {list.items.map((flow) => {
              const earned = flow.amount > 0;
              return (
                <View
                  key={flow.id}
                  className="flow-row"
                  role="listitem"
                  aria-label={`${flow.reason} ${earned ? t('points.earnedLabel') : t('points.spentLabel')} ${Math.abs(flow.amount)}`}
                >
                  <View className="flow-row__main">
                    <Text className="flow-row__reason">{flow.reason}</Text>
                    <Text className="flow-row__time">{relativeTime(flow.createdAt)}</Text>
                  </View>
                  <View className="flow-row__side">
                    <Text className={`flow-row__amount flow-row__amount--${earned ? 'in' : 'out'}`}>
                      {signed(flow.amount)}
                    </Text>
                    <Text className="flow-row__balance">
                      {t('points.balanceAfter', { points: flow.balanceAfter })}
                    </Text>
                  </View>
                </View>
              );
            })}
          </View>
          <PagedListState list={list} emptyText={t('points.recordsEmpty')} />
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(PointsRecordsPage);
