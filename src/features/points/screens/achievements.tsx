import { useCallback, useEffect } from 'react';
import { Image, Text, View } from '@tarojs/components';
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { observer } from '@/shared/stores/observer';
import { getBadge, getBadgeRule, getBadgeTypePage } from '../api';
import { pointsStore } from '../store';
import type { Badge, BadgeType } from '../types';
import { notice } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { RichContent } from '@/shared/ui/rich-content';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useRequest } from '@/shared/hooks/use-request';
import { useSubmit } from '@/shared/hooks/use-submit';
import { pickField } from '@/shared/i18n/pick-field';
import { useT } from '@/shared/i18n/use-t';
import { formatDate } from '@/shared/lib/time';
import { useStores } from '@/shared/stores/context';
import './achievements.less';
import '@/features/points/i18n/badges';

/** Every badge type has a section; a badge of a type the server no longer lists goes last. */
function sections(types: readonly BadgeType[], badges: readonly Badge[]) {
  const known = new Set(types.map((type) => type.id));
  const grouped = types
    .map((type) => ({
      key: String(type.id),
      type,
      badges: badges.filter((b) => b.typeId === type.id),
    }))
    .filter((section) => section.badges.length > 0);
  const rest = badges.filter((badge) => !known.has(badge.typeId));
  return rest.length > 0 ? [...grouped, { key: 'other', type: undefined, badges: rest }] : grouped;
}

function AchievementsPage() {
  const { t } = useT();
  const { session } = useStores();
  const loggedIn = useLoginGuard();
  const store = pointsStore.use();
  const types = useRequest(() => getBadgeTypePage({ pageNo: 1, pageSize: 100 }));
  const rule = useRequest(getBadgeRule);

  const load = useCallback(async () => {
    if (!session.isLoggedIn) return;
    await store.loadBadges().catch(() => undefined);
  }, [session, store]);

  useEffect(() => {
    void load();
  }, [load]);

  // A badge earned elsewhere (a mission, an exchange) shows as earned the next time this shows.
  useDidShow(() => {
    if (!store.loading) void load();
  });

  usePullDownRefresh(() => {
    void Promise.all([load(), types.reload()]).finally(() => Taro.stopPullDownRefresh());
  });

  const { submit: open } = useSubmit(async (badge: Badge) => {
    const fresh = await getBadge(badge.id);
    const status =
      fresh.earned && fresh.earnedAt
        ? t('badges.earnedOn', { date: formatDate(fresh.earnedAt) })
        : fresh.earned
          ? t('badges.earned')
          : t('badges.locked');
    await notice([fresh.description, status].filter(Boolean).join('\n'), pickField(fresh, 'name'));
  });

  const badges = store.badgesList;
  const earned = store.earnedCount;
  const ruleHtml = pickField(rule.data, 'content');
  const failed = store.error ?? types.error;

  return (
    <Page route="achievements" className="achievements list-state-compact">
      {loggedIn ? (
        <>
          {badges.length > 0 && (
            <View className="achievements__summary" role="status">
              {t('badges.earnedCount', { earned, total: badges.length })}
            </View>
          )}
          {badges.length > 0 &&
            sections(types.data?.list ?? [], badges).map((section) => (
              <View
                key={section.key}
                className="achievements__section"
                role="region"
                aria-label={section.type ? pickField(section.type, 'name') : t('badges.other')}
              >
                <View className="achievements__heading" role="heading" aria-level={2}>
                  {section.type ? pickField(section.type, 'name') : t('badges.other')}
                </View>
                <View className="achievements__grid" role="list">
                  {section.badges.map((badge) => {
                    const name = pickField(badge, 'name');
                    const icon = badge.earned ? badge.icon : (badge.iconLocked ?? badge.icon);
                    return (
                      <View
                        key={badge.id}
                        className={`badge${badge.earned ? ' badge--earned' : ' badge--locked'}`}
                        role="listitem"
                        aria-label={name}
                        onClick={() => void open(badge)}
                      >
                        <Image
                          className="badge__icon"
                          src={icon}
                          mode="aspectFit"
                          nativeProps={{ alt: '' }}
                        />
                        <Text className="badge__name">{name}</Text>
                        <Text className="badge__state">
                          {badge.earned
                            ? badge.earnedAt
                              ? t('badges.earnedOn', { date: formatDate(badge.earnedAt) })
                              : t('badges.earned')
                            : t('badges.locked')}
                        </Text>
                        {badge.description && (
                          <Text className="badge__rule">{badge.description}</Text>
                        )}
                      </View>
                    );
                  })}
                </View>
              </View>
            ))}
          <ListState
            loading={(store.loading && badges.length === 0) || types.loading}
            count={badges.length}
            hasMore
            error={failed}
            emptyText={t('badges.empty')}
            onRetry={() => void Promise.all([load(), types.reload()])}
          />
          {ruleHtml && (
            <View className="achievements__section" role="region" aria-label={t('badges.rules')}>
              <View className="achievements__heading" role="heading" aria-level={2}>
                {t('badges.rules')}
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

export default observer(AchievementsPage);
