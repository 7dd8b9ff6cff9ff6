import { useCallback, useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from '@/shared/stores/observer';
import { getPointsBalance } from '@/features/points';
import { getGiftPage } from '../api';
import { GiftCover } from '../components/gift-cover';
import { giftBlock } from '../gift-state';
import type { IntegralSpu } from '../types';
import { PagedListState } from '@/shared/ui/list-state';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { Page } from '@/shared/ui/page';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { useShare } from '@/features/share';
import { t as translate } from '@/shared/i18n';
import { pickField } from '@/shared/i18n/pick-field';
import { useT } from '@/shared/i18n/use-t';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import './gift-list.less';
import '@/features/gifts/i18n/gifts';

function GiftListPage() {
  const { t } = useT();
  const { session } = useStores();
  const list = usePagedList<IntegralSpu>(getGiftPage);
  const balance = session.isLoggedIn ? session.user?.points : undefined;
  // Issue #20: the list is shared to chats and Moments too, with the sharer's invite.
  useShare(() => ({ title: translate('gifts.shareList'), page: 'pages/gift/gift' }), 'gift');

  const refreshBalance = useCallback(() => {
    if (!session.isLoggedIn) return;
    getPointsBalance()
      .then((points) => {
        if (session.isLoggedIn && session.user) session.setUser({ ...session.user, points });
      })
      .catch(() => undefined);
  }, [session]);

  useEffect(refreshBalance, [refreshBalance]);

  // Back from an exchange: stock and balance have moved.
  useDidShow(() => {
    refreshBalance();
    if (!list.loading) void list.refresh();
  });

  return (
    <Page route="gift" className="gift-list list-state-compact">
      {balance !== undefined && (
        <View className="gift-list__bar">
          <View className="gift-list__balance" role="status">
            {t('gifts.balance')} {balance}
          </View>
          <View className="gift-list__orders" role="link" onClick={() => void navigate('record')}>
            {t('gifts.orders')}
          </View>
        </View>
      )}
      <OfflineBanner savedAt={list.offlineAt} onRetry={() => void list.refresh()} />
      <View className="gift-list__grid" role="list">
        {list.items.map((gift) => {
          const name = pickField(gift, 'name');
          const block = giftBlock(gift, balance);
          return (
            <View
              key={gift.id}
              className={`gift-card${block ? ` gift-card--${block}` : ''}`}
              role="listitem"
            >
              <View
                className="gift-card__open"
                role="link"
                aria-label={t('gifts.open', { name })}
                onClick={() => void navigate('giftDetail', { query: { id: gift.id } })}
              >
                <GiftCover src={gift.cover} label={name} />
                <View className="gift-card__body">
                  <Text className="gift-card__name">{name}</Text>
                  <Text className="gift-card__cost">
                    {t('gifts.cost', { points: gift.points })}
                  </Text>
                  <View className="gift-card__facts">
                    <Text>{t('gifts.stock', { stock: gift.stock })}</Text>
                    {gift.limitPerUser > 0 && (
                      <Text>{t('gifts.limit', { limit: gift.limitPerUser })}</Text>
                    )}
                  </View>
                  {block && (
                    <Text className={`gift-card__block gift-card__block--${block}`}>
                      {t(
                        block === 'soldOut'
                          ? 'gifts.soldOut'
                          : block === 'overLimit'
                            ? 'gifts.limitReached'
                            : 'gifts.notEnough',
                      )}
                    </Text>
                  )}
                </View>
              </View>
            </View>
          );
        })}
      </View>
      <PagedListState list={list} emptyText={t('gifts.empty')} />
    </Page>
  );
}

export default observer(GiftListPage);
