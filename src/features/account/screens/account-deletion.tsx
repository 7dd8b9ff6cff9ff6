import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { deleteAccountAndSignOut } from '../session-actions';
import { AgreementCheck } from '@/features/account/components/agreement-check';
import { confirmAction, toastSuccess } from '@/shared/ui/feedback';
import type { RouteName } from '@/routes';
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

// Issue #21: the account-deletion screen of SPEC §2's two routes (/pages-my/logoff from
// Settings, /Security/Cancellation from the personal data page). They were two screens that had
// drifted (one showed its toast before the relaunch, which took the toast away): one screen now,
// drawn under each route's own title.

/** What goes with the account (server/API.md: personal data erased, sessions ended). */
const CONSEQUENCES: readonly MessageKey[] = [
  'settings.logoff.lossPoints',
  'settings.logoff.lossOrders',
  'settings.logoff.lossWorks',
  'settings.logoff.lossData',
  'settings.logoff.lossPhone',
];

function AccountDeletion({ route }: { route: RouteName }) {
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
    const done = t('settings.logoff.done');
    await navigate('home', { mode: 'reLaunch' });
    // After the relaunch, so that the new page does not take the toast away with the old one.
    toastSuccess(done);
  });

  return (
    <Page route={route} className="setting-page logoff">
      {loggedIn ? (
        <View className="logoff__card">
          <Text className="logoff__title">{t('settings.logoff.title')}</Text>
          <Text className="logoff__lead">{t('settings.logoff.lead')}</Text>
          <View className="logoff__list" role="list">
            {CONSEQUENCES.map((key) => (
              <View key={key} className="logoff__item" role="listitem">
                <View className="logoff__dot" />
                <Text className="logoff__item-text">{t(key)}</Text>
              </View>
            ))}
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

const Screen = observer(AccountDeletion);

/** The screen under a route of its own (its title and its login redirect come from the route). */
export function accountDeletionScreen(route: 'logoff' | 'securityCancellation') {
  const Routed = () => <Screen route={route} />;
  Routed.displayName = `AccountDeletion(${route})`;
  return Routed;
}
