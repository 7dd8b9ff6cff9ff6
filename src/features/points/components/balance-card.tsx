import { Text, View } from '@tarojs/components';
import './balance-card.less';

export interface BalanceCardProps {
  label: string;
  points: number;
}

/** The visitor's balance at the head of the points screens. */
export function BalanceCard({ label, points }: BalanceCardProps) {
  return (
    <View className="balance-card" role="status" aria-label={`${label} ${points}`}>
      <Text className="balance-card__label">{label}</Text>
      <Text className="balance-card__value">{points}</Text>
    </View>
  );
}
