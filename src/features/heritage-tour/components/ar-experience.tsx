import { Camera, Image, Text, View } from '@tarojs/components';
import { isWeapp } from '@/features/location';
import type { ArSite } from '../types';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { SubmitButton } from '@/shared/ui/submit-button';
import '../i18n';
import './ar-experience.less';

export interface ArExperienceProps {
  site: ArSite;
  onClose: () => void;
}

/**
 * A site's experience in the app: the back camera under the site's overlay on the mini-program
 * (camera permission declared in app.config.ts); on H5, where the AR camera is not offered, the
 * site's picture and a word on where the camera opens.
 */
export function ArExperience({ site, onClose }: ArExperienceProps) {
  const { t } = useT();
  const name = pickField(site, 'name');
  const weapp = isWeapp();
  return (
    <View className="ar-experience" role="dialog" aria-label={name}>
      {weapp ? (
        <Camera className="ar-experience__camera" devicePosition="back" flash="off" />
      ) : (
        site.cover && (
          <Image
            className="ar-experience__picture"
            src={site.cover}
            mode="aspectFill"
            nativeProps={{ alt: '' }}
          />
        )
      )}
      <View className="ar-experience__panel">
        <Text className="ar-experience__name">{name}</Text>
        <Text className="ar-experience__hint">
          {weapp ? t('tour.cameraHint', { name }) : t('tour.webHint')}
        </Text>
        <SubmitButton variant="plain" onClick={onClose}>
          {t('tour.close')}
        </SubmitButton>
      </View>
    </View>
  );
}
