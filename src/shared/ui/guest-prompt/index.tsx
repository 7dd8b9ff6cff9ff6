import { Text, View } from '@tarojs/components';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useT } from '@/shared/i18n/use-t';
import { currentFullPath, navigate } from '@/shared/lib/navigation';
import './index.less';

/**
 * What a guest sees on a page of their own data after leaving login without logging in
 * (SPEC §6): why the page is empty, and the way to login and back here.
 */
export function GuestPrompt() {
  const { t } = useT();
  return (
    <View className="guest-prompt">
      <Text className="guest-prompt__text">{t('message.loginFirst')}</Text>
      <SubmitButton
        onClick={() => void navigate('login', { query: { redirect: currentFullPath() } })}
      >
        {t('page.login')}
      </SubmitButton>
    </View>
  );
}
