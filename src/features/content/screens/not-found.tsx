import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { urlOf } from '@/routes';
import { useT } from '@/shared/i18n/use-t';
import { Page } from '@/shared/ui/page';
import '../i18n';
import { SubmitButton } from '@/shared/ui/submit-button';
import './not-found.less';

/** What an unknown address opens (issue #14): says so, in the visitor's language, and leads home. */
export default function NotFoundPage() {
  const { t } = useT();
  return (
    <Page route="notFound" className="not-found">
      <View className="not-found__box">
        <Text className="not-found__code" aria-hidden="true">
          404
        </Text>
        <View className="not-found__heading" role="heading" aria-level={1}>
          {t('page.notFound')}
        </View>
        <Text className="not-found__text">{t('content.notFoundText')}</Text>
        <SubmitButton onClick={() => void Taro.reLaunch({ url: urlOf('home') })}>
          {t('common.home')}
        </SubmitButton>
      </View>
    </Page>
  );
}
