import { Image, Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { getExchangeOrderPage } from '../api';
import { OrderStatus } from '../components/order-status';
import type { IntegralTrade } from '../types';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useT } from '@/shared/i18n/use-t';
import { formatDateTime } from '@/shared/lib/time';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import './order-list.less';
import '@/features/gifts/i18n/orders';

function OrderListPage() {
  const { t } = useT();
  const { session } = useStores();
  const loggedIn = useLoginGuard();

  const list = usePagedList<IntegralTrade>((query) =>
    session.isLoggedIn
      ? getExchangeOrderPage(query)
      : Promise.resolve({ list: [], total: 0, pageNo: 1, pageSize: query.pageSize }),
  );

  // Back from login or from a new exchange.
  useDidShow(() => {
    if (session.isLoggedIn && !list.loading) void list.refresh();
  });

  const empty = list.loaded && list.items.length === 0 && !list.error && !list.loading;

  return (
    <Page route="record" className="order-list">
      {loggedIn ? (
        <>
          <View className="order-list__items" role="list">
            {list.items.map((order) => (
              <View key={order.id} className="order-card" role="listitem">
                <View
                  className="order-card__open"
                  role="link"
                  aria-label={t('orders.open', { id: order.id })}
                  onClick={() => void navigate('recordDetail', { query: { id: order.id } })}
                >
                  <View className="order-card__head">
                    <Text className="order-card__no">{t('orders.orderNo', { id: order.id })}</Text>
                    <OrderStatus status={order.status} />
                  </View>
                  <View className="order-card__gift">
                    {order.cover ? (
                      <Image
                        className="order-card__cover"
                        src={order.cover}
                        mode="aspectFill"
                        lazyLoad
                        aria-label={order.spuName}
                        nativeProps={{ alt: order.spuName }}
                      />
                    ) : (
                      <View className="order-card__cover" aria-hidden="true" />
                    )}
                    <View className="order-card__main">
                      <Text className="order-card__name">{order.spuName}</Text>
                      <Text className="order-card__meta">
                        {t('orders.quantity', { count: order.quantity })}
                      </Text>
                      <Text className="order-card__meta">{formatDateTime(order.createdAt)}</Text>
                    </View>
                    <Text className="order-card__points">
                      {t('orders.cost', { points: order.points })}
                    </Text>
                  </View>
                </View>
              </View>
            ))}
          </View>
          <ListState
            loading={list.loading && !list.refreshing}
            count={list.items.length}
            hasMore={list.hasMore}
            error={list.error}
            emptyText={t('orders.empty')}
            onRetry={() => void (list.loaded ? list.loadMore() : list.refresh())}
          />
          {empty && (
            <View
              className="order-list__to-gifts"
              role="link"
              onClick={() => void navigate('gift')}
            >
              {t('orders.toGifts')}
            </View>
          )}
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(OrderListPage);
