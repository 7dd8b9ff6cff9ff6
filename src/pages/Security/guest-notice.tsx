import { Text, View } from '@tarojs/components';
import { SubmitButton } from '@/components/submit-button';
import { useT } from '@/i18n/use-t';
import { currentFullPath, navigate } from '@/utils/navigation';

/** What a guest sees on an account page after leaving login without logging in (SPEC §6). */
export function GuestNotice() {
  const { t } = useT();
  return (
    <View className="security-guest">
      <Text className="security-guest__text">{t('message.loginFirst')}</Text>
      <SubmitButton
        onClick={() => void navigate('login', { query: { redirect: currentFullPath() } })}
      >
        {t('profile.toLogin')}
      </SubmitButton>
    </View>
  );
}
