import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { forgetPassword, sendForgetPasswordCode } from '@/features/account/api';
import { toastSuccess } from '@/shared/ui/feedback';
import { NewPasswordFields } from '@/features/account/components/new-password-fields';
import { Page } from '@/shared/ui/page';
import { PhoneCodeFields } from '@/features/account/components/phone-code-fields';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { navigate } from '@/shared/lib/navigation';
import {
  normalizePhone,
  validateCode,
  validatePassword,
  validatePasswordConfirm,
  validateAccountPhone,
} from '@/rules/validators';
import { returnToLogin } from '@/features/account/return-to-login';
import './auth.less';
import '../i18n/auth';
import '@/shared/i18n/forms';

type ResetForm = {
  phone: string;
  code: string;
  password: string;
  confirm: string;
};

function ForgetPwdPage() {
  const { t } = useT();
  const { ui } = useStores();
  const params = useRouteParams();
  const { values, setValue, validate, message } = useForm<ResetForm>({
    phone: '',
    code: '',
    password: '',
    confirm: '',
  });

  const rules: FormRules<ResetForm> = {
    phone: (v) => validateAccountPhone(v.phone, ui.areaCode),
    code: (v) => validateCode(v.code),
    password: (v) => validatePassword(v.password),
    confirm: (v) => validatePasswordConfirm(v.password, v.confirm),
  };

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules)) return;
    const areaCode = ui.areaCode;
    const phone = normalizePhone(values.phone, areaCode);
    // The server revokes every session of the account: the visitor logs in again.
    await forgetPassword({ phone, areaCode, code: values.code.trim(), password: values.password });
    toastSuccess(t('success.passwordReset'));
    await returnToLogin({ phone, areaCode, redirect: params.redirect }, { fresh: true });
  });

  return (
    <Page route="forgetPwd" className="auth-page">
      <View className="auth">
        <View className="auth__intro">
          <Text className="auth__lead">{t('auth.resetIntro')}</Text>
        </View>
        <PhoneCodeFields
          areaCode={ui.areaCode}
          values={values}
          errors={{ phone: message('phone'), code: message('code') }}
          onInput={(field, value) => setValue(field, value)}
          onAreaCodeTap={() => void navigate('areaCode')}
          beforeSend={() => validate(rules, ['phone'])}
          onSend={sendForgetPasswordCode}
        />
        <NewPasswordFields
          label={t('auth.newPassword')}
          values={values}
          errors={{ password: message('password'), confirm: message('confirm') }}
          onInput={(field, value) => setValue(field, value)}
        />

        <SubmitButton loading={submitting} onClick={() => void submit()}>
          {t('auth.submitReset')}
        </SubmitButton>
      </View>
    </Page>
  );
}

export default observer(ForgetPwdPage);
