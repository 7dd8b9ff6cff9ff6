import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { deleteAccountAndSignOut } from '../session-actions';
import { AgreementCheck } from '@/features/account/components/agreement-check';
import { confirmAction, toastInfo } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import type { MessageKey } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { navigate } from '@/shared/lib/navigation';
import './security.less';
import '@/features/account/i18n/profile';

/** What goes with the account (server/API.md: personal data erased, tokens revoked). */
const LOSSES: readonly MessageKey[] = [
  'profile.deletePoints',
  'profile.deleteBadges',
  'profile.deleteOrders',
  'profile.deleteWorks',
  'profile.deleteProfile',
];

function SecurityCancellationPage() {
  const { t } = useT();
  const stores = useStores();
  const loggedIn = useLoginGuard();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);

  const { submitting, submit } = useSubmit(async () => {
    if (!agreed) {
      setAgreeError(true);
      return;
    }
    const confirmed = await confirmAction({
      title: t('profile.deleteConfirmTitle'),
      content: t('profile.deleteConfirmContent'),
      confirmText: t('profile.deleteConfirmButton'),
      danger: true,
    });
    if (!confirmed) return;
    // The server asks for nothing but the session (server/API.md): no code to send first.
    await deleteAccountAndSignOut(stores);
    const message = t('profile.deleted');
    await navigate('home', { mode: 'reLaunch' });
    // After the relaunch, so that the new page does not take the toast away with the old one.
    toastInfo(message);
  });

  if (!loggedIn) {
    return (
      <Page route="securityCancellation">
        <GuestPrompt />
      </Page>
    );
  }

  return (
    <Page route="securityCancellation">
      <View className="cancellation">
        <View className="cancellation__terms">
          <Text className="cancellation__heading">{t('profile.deleteHeading')}</Text>
          <Text className="cancellation__text">{t('profile.deleteIntro')}</Text>
          <View className="cancellation__list" role="list">
            {LOSSES.map((key) => (
              <View key={key} className="cancellation__item" role="listitem">
                <View className="cancellation__bullet" aria-hidden />
                <Text className="cancellation__text">{t(key)}</Text>
              </View>
            ))}
          </View>
          <View className="cancellation__warning" role="note">
            {t('profile.deleteIrreversible')}
          </View>
        </View>

        <AgreementCheck
          checked={agreed}
          label={t('profile.deleteAgree')}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setAgreeError(false);
          }}
          error={agreeError ? t('profile.deleteAgreeRequired') : undefined}
        />

        <SubmitButton loading={submitting} onClick={() => void submit()}>
          {t('profile.deleteSubmit')}
        </SubmitButton>
      </View>
    </Page>
  );
}

export default observer(SecurityCancellationPage);
