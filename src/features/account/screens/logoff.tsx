import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { deleteAccountAndSignOut } from '../session-actions';
import { AgreementCheck } from '@/features/account/components/agreement-check';
import { confirmAction, toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import type { MessageKey } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { back, navigate } from '@/shared/lib/navigation';
import './settings-common.less';
import './logoff.less';
import '@/features/account/i18n/settings';

/** What goes with the account (server/API.md: personal data erased, sessions ended). */
const CONSEQUENCES: readonly MessageKey[] = [
  'settings.logoff.lossPoints',
  'settings.logoff.lossOrders',
  'settings.logoff.lossWorks',
  'settings.logoff.lossData',
  'settings.logoff.lossPhone',
];

function LogoffPage() {
  const { t } = useT();
  const stores = useStores();
  const loggedIn = useLoginGuard();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState(false);

  // DELETE /pc/accountSecurity/account needs only the session (no code, server/API.md): the
  // ticked box and a second, explicit confirmation stand between a tap and a lost account.
  const { submitting, submit } = useSubmit(async () => {
    if (!agreed) {
      setError(true);
      return;
    }
    const confirmed = await confirmAction({
      title: t('settings.logoff.confirmTitle'),
      content: t('settings.logoff.confirmText'),
      confirmText: t('settings.logoff.confirmButton'),
      danger: true,
    });
    if (!confirmed) return;
    await deleteAccountAndSignOut(stores);
    toastSuccess(t('settings.logoff.done'));
    await navigate('home', { mode: 'reLaunch' });
  });

  return (
    <Page route="logoff" className="setting-page logoff">
      {loggedIn ? (
        <View className="logoff__card">
          <Text className="logoff__title">{t('settings.logoff.title')}</Text>
          <Text className="logoff__lead">{t('settings.logoff.lead')}</Text>
          <View className="logoff__list">
            {CONSEQUENCES.map((key) => (
              <View key={key} className="logoff__item">
                <View className="logoff__dot" />
                <Text className="logoff__item-text">{t(key)}</Text>
              </View>
            ))}
          </View>
          <View
            className="logoff__agreement"
            role="link"
            onClick={() => void navigate('securityCancellation')}
          >
            {t('settings.logoff.readAgreement')}
          </View>
          <AgreementCheck
            checked={agreed}
            label={t('settings.logoff.acknowledge')}
            onChange={(checked) => {
              setAgreed(checked);
              setError(false);
            }}
            error={error ? t('settings.logoff.acknowledgeRequired') : undefined}
          />
          <View className="logoff__actions">
            <SubmitButton loading={submitting} onClick={() => void submit()}>
              {t('settings.logoff.submit')}
            </SubmitButton>
            <SubmitButton variant="plain" disabled={submitting} onClick={() => void back()}>
              {t('settings.logoff.keep')}
            </SubmitButton>
          </View>
        </View>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(LogoffPage);
