import { useCallback, useEffect, useRef } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from '@/shared/stores/observer';
import { routeOfPath, type RouteName } from '@/routes';
import { completeMission, getIntegralRule, getMissionPage, getPointsBalance } from '../api';
import type { Mission } from '../types';
import { BalanceCard } from '../components/balance-card';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { PagedListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { RichContent } from '@/shared/ui/rich-content';
import { toastInfo, toastSuccess } from '@/shared/ui/feedback';
import { useOwnPagedList } from '@/shared/hooks/use-own-paged-list';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useRequest } from '@/shared/hooks/use-request';
import { useSubmit } from '@/shared/hooks/use-submit';
import { pickField } from '@/shared/i18n/pick-field';
import { useT } from '@/shared/i18n/use-t';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import type { SessionStore } from '@/shared/stores/session-store';
import './points-centre.less';
import '@/features/points/i18n/points';

// Each entry is named by the title of the page it opens, so the two never differ (issue #14).
const ENTRIES: readonly { route: RouteName; mark: 'records' | 'gifts' | 'orders' | 'badges' }[] = [
  { route: 'pointsRecords', mark: 'records' },
  { route: 'gift', mark: 'gifts' },
  { route: 'record', mark: 'orders' },
  { route: 'achievements', mark: 'badges' },
];

/**
 * Only a mission done on this very page (the daily check-in) is claimed from here. Reading,
 * visiting, voting or sharing are credited where they happen, by the server or by the page
 * that saw the act (server/API.md, missions): a "claim" button for them would let the app
 * vouch for something it did not see.
 */
function claimableHere(mission: Mission): boolean {
  if (mission.completed || mission.trigger !== 'client' || !mission.link) return false;
  return routeOfPath(mission.link.split('?')[0])?.name === 'points';
}

/** The balance the ledger has, copied onto the session user so every screen shows the same. */
function useBalanceRefresh(session: SessionStore): () => Promise<void> {
  return useCallback(async () => {
    if (!session.isLoggedIn) return;
    const points = await getPointsBalance();
    if (session.isLoggedIn && session.user) session.setUser({ ...session.user, points });
  }, [session]);
}

function PointsCentrePage() {
  const { t } = useT();
  const { session } = useStores();
  const loggedIn = useLoginGuard();
  const refreshBalance = useBalanceRefresh(session);
  const balanceLoading = useRef(false);

  const missions = useOwnPagedList<Mission>(getMissionPage);
  const rule = useRequest(getIntegralRule);

  const loadBalance = useCallback(() => {
    if (balanceLoading.current) return;
    balanceLoading.current = true;
    refreshBalance()
      .catch(() => undefined)
      .finally(() => {
        balanceLoading.current = false;
      });
  }, [refreshBalance]);

  useEffect(loadBalance, [loadBalance]);

  // Back from a mission's page, or from login: what was earned there shows here.
  useDidShow(() => {
    loadBalance();
  });

  const { submit: claim } = useSubmit(async (mission: Mission) => {
    const result = await completeMission({ missionId: mission.id });
    missions.update(
      (each) => each.id === mission.id,
      (each) => ({ ...each, completed: true }),
    );
    if (result.pointsAwarded > 0) {
      if (session.user) {
        session.setUser({ ...session.user, points: session.user.points + result.pointsAwarded });
      }
      toastSuccess(t('points.earned', { points: result.pointsAwarded }));
    } else {
      toastInfo(t('points.alreadyDone'));
    }
  });

  const ruleHtml = pickField(rule.data, 'content');

  return (
    <Page route="points" className="points-centre list-state-compact">
      {loggedIn ? (
        <>
          <BalanceCard label={t('points.balance')} points={session.user?.points ?? 0} />
          <View className="points-centre__entries" role="navigation">
            {ENTRIES.map((entry) => (
              <View
                key={entry.route}
                className="points-centre__entry"
                role="link"
                onClick={() => void navigate(entry.route)}
              >
                <View className={`points-centre__mark points-centre__mark--${entry.mark}`} />
                <Text className="points-centre__entry-text">{t(`page.${entry.route}`)}</Text>
              </View>
            ))}
          </View>

          <View className="points-centre__section" role="region" aria-label={t('points.missions')}>
            <View className="points-centre__heading" role="heading" aria-level={2}>
              {t('points.missions')}
            </View>
            <View role="list">
              {missions.items.map((mission) => {
                const name = pickField(mission, 'name');
                const description = pickField(mission, 'description');
                return (
                  <View key={mission.id} className="mission" role="listitem">
                    <View className="mission__main">
                      <View className="mission__head">
                        <Text className="mission__name">{name}</Text>
                        <Text className="mission__period">
                          {t(mission.period === 'daily' ? 'points.daily' : 'points.once')}
                        </Text>
                      </View>
                      {description && <Text className="mission__description">{description}</Text>}
                      <Text className="mission__reward">
                        {t('points.reward', { points: mission.points })}
                      </Text>
                    </View>
                    {mission.completed ? (
                      <Text className="mission__action mission__action--done" aria-disabled="true">
                        {t('points.done')}
                      </Text>
                    ) : claimableHere(mission) ? (
                      <View
                        className="mission__action mission__action--claim"
                        role="button"
                        aria-label={t('points.claimOf', { name })}
                        onClick={() => void claim(mission)}
                      >
                        {t('points.claim')}
                      </View>
                    ) : mission.link ? (
                      <View
                        className="mission__action"
                        role="link"
                        aria-label={t('points.goTo', { name })}
                        onClick={() => void navigate(mission.link as string)}
                      >
                        {t('points.go')}
                      </View>
                    ) : null}
                  </View>
                );
              })}
            </View>
            <PagedListState list={missions} emptyText={t('points.missionsEmpty')} />
          </View>

          {ruleHtml && (
            <View className="points-centre__section" role="region" aria-label={t('points.rules')}>
              <View className="points-centre__heading" role="heading" aria-level={2}>
                {t('points.rules')}
              </View>
              <RichContent html={ruleHtml} />
            </View>
          )}
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(PointsCentrePage);
