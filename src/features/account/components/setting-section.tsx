import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';

interface SettingSectionProps {
  title: string;
  /** A line under the rows, e.g. where the choices are kept. */
  note?: string;
  children: ReactNode;
}

/** A titled card of rows on the settings pages (styles in common.less). */
export function SettingSection({ title, note, children }: SettingSectionProps) {
  return (
    <View className="setting-section">
      <Text className="setting-section__title">{title}</Text>
      <View className="setting-rows">{children}</View>
      {note && <Text className="setting-section__note">{note}</Text>}
    </View>
  );
}
