import { useState } from 'react';
import { Image, Text, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import { Button } from '@/shared/ui/button';
import { PageLoading } from '@/shared/ui/page-loading';
import './invite-poster.less';
import '../i18n/work';

export interface InvitePosterProps {
  /** The poster's address once the server has answered; undefined while it is asked for. */
  image: string | undefined;
  onClose: () => void;
}

/**
 * The invitation poster over the work's page (issue #27): a spinner while the server draws it
 * and the picture loads, then the poster with how to keep it (a long press: WeChat's menu on the
 * mini-program, the browser's on H5) and a button that closes it.
 */
export function InvitePoster({ image, onClose }: InvitePosterProps) {
  const { t } = useT();
  const [loaded, setLoaded] = useState<string>();
  const ready = image !== undefined && loaded === image;
  return (
    <View className="invite-poster" role="dialog" aria-modal="true" aria-label={t('work.poster')}>
      <View className="invite-poster__sheet">
        {!ready && <PageLoading delayMs={0} text={t('work.posterDrawing')} />}
        {image !== undefined && (
          <Image
            className={`invite-poster__image${ready ? '' : ' invite-poster__image--loading'}`}
            src={image}
            mode="widthFix"
            showMenuByLongpress
            aria-label={t('work.poster')}
            onLoad={() => setLoaded(image)}
          />
        )}
        {ready && <Text className="invite-poster__hint">{t('work.posterHint')}</Text>}
        <Button className="invite-poster__close" disabled={false} onClick={onClose}>
          {t('work.posterClose')}
        </Button>
      </View>
    </View>
  );
}
