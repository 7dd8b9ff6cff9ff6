import { Image, View } from '@tarojs/components';
import './gift-cover.less';

export interface GiftCoverProps {
  src: string;
  label: string;
  lazy?: boolean;
}

/** A gift's picture at the cover proportions of SPEC §9 (686 x 500), cropped to fill. */
export function GiftCover({ src, label, lazy = true }: GiftCoverProps) {
  return (
    <View className="gift-cover">
      {src ? (
        <Image
          className="gift-cover__image"
          src={src}
          mode="aspectFill"
          lazyLoad={lazy}
          aria-label={label}
          nativeProps={{ alt: label }}
        />
      ) : (
        <View className="gift-cover__image gift-cover__image--empty" aria-hidden="true" />
      )}
    </View>
  );
}
