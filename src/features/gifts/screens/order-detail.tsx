import { Image, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { formatPhone, fullAddress } from '@/features/address';
import { getExchangeOrder } from '../api';
import { OrderStatus } from '../components/order-status';
import type { IntegralTrade, IntegralTradeStatus } from '../types';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useRequest } from '@/shared/hooks/use-request';
import { routeId, useRouteParams } from '@/shared/hooks/use-route-params';
import { useT } from '@/shared/i18n/use-t';
import { formatDateTime } from '@/shared/lib/time';
import { useStores } from '@/shared/stores/context';
import './order-detail.less';
import '@/features/gifts/i18n/orders';

const NO_ADDRESS: IntegralTrade['address'] = {
  contact: '',
  areaCode: '',
  phone: '',
  area: '',
  addressName: '',
  detailAddress: '',
  postcode: '',
};

type Step = 'placed' | 'shipped' | 'completed' | 'cancelled';

/** The steps an order goes through, and how far this one has gone. */
function timeline(status: IntegralTradeStatus): { step: Step; done: boolean }[] {
  if (status === 'cancelled') {
    return [
      { step: 'placed', done: true },
      { step: 'cancelled', done: true },
    ];
  }
  const reached = ['pending', 'shipped', 'completed'].indexOf(status);
  return (['placed', 'shipped', 'completed'] as const).map((step, index) => ({
    step,
    done: index <= reached,
  }));
}

/** When the order reached a step, as far as the server tells it (issue #27). */
function stepTime(order: IntegralTrade, step: Step): string | undefined {
  if (step === 'placed') return order.createdAt;
  if (step === 'shipped') return order.shippedAt;
  if (step === 'completed') return order.deliveredAt;
  return order.cancelledAt;
}

function OrderDetailPage() {
  const { t } = useT();
  const { session } = useStores();
  const loggedIn = useLoginGuard();
  const params = useRouteParams();
  // 0 when the link has no usable id: the server answers it as not found, like any wrong id.
  const id = routeId(params.id) ?? 0;

  const request = useRequest<IntegralTrade | undefined>(
    () => (session.isLoggedIn ? getExchangeOrder(id) : Promise.resolve(undefined)),
    [id, session.isLoggedIn],
  );
  const order = request.data;

  if (!loggedIn) {
    return (
      <Page route="recordDetail" className="order-detail">
        <GuestPrompt />
      </Page>
    );
  }

  if (!order) {
    return (
      <Page route="recordDetail" className="order-detail">
        <ListState
          loading={request.loading}
          count={0}
          hasMore
          error={request.error}
          onRetry={() => void request.reload()}
        />
      </Page>
    );
  }

  // The copy taken when the order was placed; an answer without one shows no address lines.
  const address: IntegralTrade['address'] = { ...NO_ADDRESS, ...order.address };

  return (
    <Page route="recordDetail" className="order-detail">
      <View className="order-detail__card order-detail__head">
        <Text className="order-detail__no">{t('orders.orderNo', { id: order.id })}</Text>
        <OrderStatus status={order.status} />
      </View>

      <View className="order-detail__card" role="region" aria-label={t('orders.progress')}>
        <Text className="order-detail__label">{t('orders.progress')}</Text>
        <View role="list">
          {timeline(order.status).map(({ step, done }) => (
            <View
              key={step}
              className={`order-step${done ? ' order-step--done' : ''}`}
              role="listitem"
              aria-current={done ? 'step' : undefined}
            >
              <View className="order-step__dot" aria-hidden="true" />
              <Text className="order-step__name">{t(`orders.steps.${step}`)}</Text>
              {stepTime(order, step) && (
                <Text className="order-step__time">
                  {formatDateTime(stepTime(order, step) as string)}
                </Text>
              )}
              {step === 'cancelled' && order.refundedPoints ? (
                <Text className="order-step__time">
                  {t('orders.refunded', { points: order.refundedPoints })}
                </Text>
              ) : null}
            </View>
          ))}
        </View>
      </View>

      {order.carrier || order.trackingNo ? (
        <View className="order-detail__card" role="region" aria-label={t('orders.shipping')}>
          <Text className="order-detail__label">{t('orders.shipping')}</Text>
          <View className="order-detail__row">
            <Text>{t('orders.carrier')}</Text>
            <Text>{order.carrier}</Text>
          </View>
          <View className="order-detail__row">
            <Text>{t('orders.trackingNo')}</Text>
            <Text selectable>{order.trackingNo}</Text>
          </View>
          {order.shippedAt && (
            <View className="order-detail__row">
              <Text>{t('orders.shippedAt')}</Text>
              <Text>{formatDateTime(order.shippedAt)}</Text>
            </View>
          )}
        </View>
      ) : null}

      <View className="order-detail__card" role="region" aria-label={t('orders.gift')}>
        <Text className="order-detail__label">{t('orders.gift')}</Text>
        <View className="order-detail__gift">
          {order.cover ? (
            <Image
              className="order-detail__cover"
              src={order.cover}
              mode="aspectFill"
              aria-label={order.spuName}
              nativeProps={{ alt: order.spuName }}
            />
          ) : (
            <View className="order-detail__cover" aria-hidden="true" />
          )}
          <View className="order-detail__gift-text">
            <Text className="order-detail__name">{order.spuName}</Text>
            <Text className="order-detail__meta">
              {t('orders.quantity', { count: order.quantity })}
            </Text>
          </View>
        </View>
        <View className="order-detail__row">
          <Text>{t('orders.total')}</Text>
          <Text className="order-detail__points">{t('orders.cost', { points: order.points })}</Text>
        </View>
        <View className="order-detail__row">
          <Text>{t('orders.orderedAt')}</Text>
          <Text>{formatDateTime(order.createdAt)}</Text>
        </View>
      </View>

      <View className="order-detail__card" role="region" aria-label={t('orders.address')}>
        <Text className="order-detail__label">{t('orders.address')}</Text>
        <Text className="order-detail__contact">
          {address.contact} {formatPhone(address.areaCode, address.phone)}
        </Text>
        <Text className="order-detail__line">
          {[address.addressName, fullAddress(address, t)].filter(Boolean).join(' ')}
        </Text>
      </View>
    </Page>
  );
}

export default observer(OrderDetailPage);
