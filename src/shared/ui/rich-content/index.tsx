import { RichText, View } from '@tarojs/components';
import './index.less';

export interface RichContentProps {
  html: string;
}

/**
 * Rich text from the server. The mini-program's rich-text never runs scripts or handlers, so
 * the HTML goes through as is; the H5 build sanitizes it first (index.h5.tsx).
 */
export function RichContent({ html }: RichContentProps) {
  return (
    <View className="rich-content">
      <RichText nodes={html} />
    </View>
  );
}
