import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getExchangeOrderPage } from '../api';
import { OrderStatus } from '../components/order-status';
import type { IntegralTrade } from '../types';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { PagedListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { useOwnPagedList } from '@/shared/hooks/use-own-paged-list';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useT } from '@/shared/i18n/use-t';
import { formatDateTime } from '@/shared/lib/time';
import { navigate } from '@/shared/lib/navigation';
import { Picture } from '@/shared/ui/picture';
import './order-list.less';
import '@/features/gifts/i18n/orders';

function OrderListPage() {
  const { t } = useT();
  const loggedIn = useLoginGuard();

  const list = useOwnPagedList<IntegralTrade>(getExchangeOrderPage);

  const empty = list.loaded && list.items.length === 0 && !list.error && !list.loading;

  return (
    <Page route="record" className="order-list list-state-compact">
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
                      <Picture
                        className="order-card__cover"
                        src={order.cover}
                        alt={order.spuName}
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
                      {order.shippedAt && (
                        <Text className="order-card__meta">
                          {t('orders.shippedOn', { time: formatDateTime(order.shippedAt) })}
                        </Text>
                      )}
                      {order.carrier && (
                        <Text className="order-card__meta order-card__tracking">
                          {t('orders.tracking', {
                            carrier: order.carrier,
                            trackingNo: order.trackingNo ?? '',
                          })}
                        </Text>
                      )}
                    </View>
                    <Text className="order-card__points">
                      {t('orders.cost', { points: order.points })}
                    </Text>
                  </View>
                </View>
              </View>
            ))}
          </View>
          <PagedListState list={list} emptyText={t('orders.empty')} />
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
