import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import './index.less';

export interface InfoRowProps {
  label: string;
  /** The value as shown (already masked or translated). */
  value?: string;
  /** Shown greyed when there is no value, e.g. "not provided". */
  placeholder?: string;
  /** Stable name for tests and styles: `info-row--<name>`. */
  name?: string;
  /** Makes the row a link with a chevron; without it the row only shows the value. */
  onClick?: () => void;
  /** The red entry of a list (account deletion). */
  danger?: boolean;
  /** Drawn in place of the value text (an avatar, a status). */
  children?: ReactNode;
}

/** One line of an account overview: the label on the left, the value (or "not set") on the right. */
export function InfoRow({
  label,
  value,
  placeholder,
  name,
  onClick,
  danger,
  children,
}: InfoRowProps) {
  const empty = !value;
  const classes = [
    'info-row',
    name ? `info-row--${name}` : '',
    onClick ? 'info-row--link' : '',
    danger ? 'info-row--danger' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <View className={classes} role={onClick ? 'button' : undefined} onClick={onClick}>
      <Text className="info-row__label">{label}</Text>
      <View className="info-row__value">
        {children ?? (
          <Text className={`info-row__text${empty ? ' info-row__text--empty' : ''}`}>
            {empty ? (placeholder ?? '') : value}
          </Text>
        )}
      </View>
      {onClick && <View className="info-row__chevron" aria-hidden />}
    </View>
  );
}
