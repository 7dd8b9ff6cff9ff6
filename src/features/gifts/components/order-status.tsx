import { Text } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import type { IntegralTradeStatus } from '../types';
import './order-status.less';
import '@/features/gifts/i18n/orders';

/** An exchange order's state as a coloured tag. */
export function OrderStatus({ status }: { status: IntegralTradeStatus }) {
  const { t } = useT();
  return (
    <Text className={`order-status order-status--${status}`}>{t(`orders.status.${status}`)}</Text>
  );
}
