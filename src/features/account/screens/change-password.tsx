import { View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { updatePassword } from '@/features/account/api';
import { endSession } from '../session-actions';
import { notice } from '@/shared/ui/feedback';
import { FormField } from '@/shared/ui/form-field';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { NewPasswordFields } from '@/features/account/components/new-password-fields';
import { Page } from '@/shared/ui/page';
import { PasswordInput } from '@/shared/ui/password-input';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { navigate } from '@/shared/lib/navigation';
import { validatePassword, validatePasswordConfirm } from '@/rules/validators';
import './settings-common.less';
import '@/features/account/i18n/settings';
import '../i18n/auth';
import '@/shared/i18n/forms';

type PasswordForm = {
  oldPassword: string;
  password: string;
  confirm: string;
};

/** Passwords set before the SPEC §5 rules may be longer; the current one is taken as it is. */
const OLD_PASSWORD_MAX = 64;

const rules: FormRules<PasswordForm> = {
  oldPassword: (v) => (v.oldPassword ? undefined : 'settings.password.oldRequired'),
  password: (v) => {
    const rule = validatePassword(v.password);
    if (rule) return rule;
    return v.password === v.oldPassword ? 'settings.password.sameAsOld' : undefined;
  },
  confirm: (v) => validatePasswordConfirm(v.password, v.confirm),
};

function UpwdPage() {
  const { t } = useT();
  const stores = useStores();
  const loggedIn = useLoginGuard();
  const { values, setValue, validate, message } = useForm<PasswordForm>({
    oldPassword: '',
    password: '',
    confirm: '',
  });

  const { submitting, submit } = useSubmit(async () => {
    const user = stores.session.user;
    if (!validate(rules) || !user) return;
    await updatePassword({
      id: user.id,
      oldPassword: values.oldPassword,
      newPassword: values.password,
    });
    // The server ends the account's other sessions; this one is ended too, so that every
    // device continues with the new password.
    await endSession(stores);
    await notice(t('settings.password.changed'));
    await navigate('login', { mode: 'reLaunch' });
  });

  return (
    <Page route="upwd" className="setting-page">
      {loggedIn ? (
        <View className="setting-form">
          <FormField
            name="oldPassword"
            label={t('settings.password.old')}
            error={message('oldPassword')}
          >
            <PasswordInput
              value={values.oldPassword}
              maxlength={OLD_PASSWORD_MAX}
              placeholder={t('settings.password.oldPlaceholder')}
              onInput={(value) => setValue('oldPassword', value)}
            />
          </FormField>
          <NewPasswordFields
            names={{ password: 'newPassword', confirm: 'confirmPassword' }}
            label={t('auth.newPassword')}
            values={values}
            errors={{ password: message('password'), confirm: message('confirm') }}
            onInput={(field, value) => setValue(field, value)}
          />
          <SubmitButton loading={submitting} onClick={() => void submit()}>
            {t('common.submit')}
          </SubmitButton>
        </View>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(UpwdPage);
