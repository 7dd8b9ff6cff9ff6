import { View } from '@tarojs/components';
import { Picture } from '@/shared/ui/picture';
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
        <Picture className="gift-cover__image" src={src} alt={label} lazy={lazy} />
      ) : (
        <View className="gift-cover__image gift-cover__image--empty" aria-hidden="true" />
      )}
    </View>
  );
}
