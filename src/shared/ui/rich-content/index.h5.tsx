import { RichText, View } from '@tarojs/components';
import { sanitizeHtml } from './sanitize';
import './index.less';

export interface RichContentProps {
  html: string;
}

/** Taro's H5 RichText writes into innerHTML: only sanitized HTML may reach it. */
export function RichContent({ html }: RichContentProps) {
  return (
    <View className="rich-content">
      <RichText nodes={sanitizeHtml(html)} />
    </View>
  );
}
