import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { forgetPassword, sendForgetPasswordCode } from '@/api/account';
import { CountdownButton } from '@/components/countdown-button';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { PasswordInput } from '@/components/password-input';
import { PhoneInput } from '@/components/phone-input';
import { SubmitButton } from '@/components/submit-button';
import { useForm, type FormRules } from '@/hooks/use-form';
import { useRouteParams } from '@/hooks/use-route-params';
import { useSubmit } from '@/hooks/use-submit';
import { useT } from '@/i18n/use-t';
import { useStores } from '@/stores/context';
import { CODE_LENGTH } from '@/utils/constants';
import { navigate } from '@/utils/navigation';
import {
  normalizePhone,
  validateCode,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
} from '@/utils/validators';
import { toastInfo, toastSuccess } from './feedback';
import { returnToLogin } from './return-to-login';
import './auth.less';

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
  const { values, errors, setValue, validate } = useForm<ResetForm>({
    phone: '',
    code: '',
    password: '',
    confirm: '',
  });

  const rules: FormRules<ResetForm> = {
    phone: (v) => validatePhone(v.phone, ui.areaCode),
    code: (v) => validateCode(v.code),
    password: (v) => validatePassword(v.password),
    confirm: (v) => validatePasswordConfirm(v.password, v.confirm),
  };

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules)) return;
    const phone = normalizePhone(values.phone);
    const areaCode = ui.areaCode;
    // The server revokes every session of the account: the visitor logs in again.
    await forgetPassword({ phone, areaCode, code: values.code.trim(), password: values.password });
    toastSuccess(t('success.passwordReset'));
    await returnToLogin({ phone, areaCode, redirect: params.redirect }, { fresh: true });
  });

  const message = (field: keyof ResetForm) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Page route="forgetPwd" className="auth-page">
      <View className="auth">
        <View className="auth__intro">
          <Text className="auth__lead">{t('auth.resetIntro')}</Text>
        </View>
        <FormField name="phone" label={t('form.phone')} error={message('phone')}>
          <PhoneInput
            areaCode={ui.areaCode}
            value={values.phone}
            onInput={(value) => setValue('phone', value)}
            onAreaCodeTap={() => void navigate('areaCode')}
          />
        </FormField>
        <FormField name="code" label={t('form.code')} error={message('code')}>
          <Input
            className="form-input"
            type="number"
            maxlength={CODE_LENGTH}
            value={values.code}
            placeholder={t('form.codePlaceholder')}
            onInput={(event) => setValue('code', event.detail.value)}
          />
          <CountdownButton
            beforeSend={() => validate(rules, ['phone'])}
            onSend={async () => {
              await sendForgetPasswordCode({
                phone: normalizePhone(values.phone),
                areaCode: ui.areaCode,
              });
              toastInfo(t('success.codeSent'));
            }}
          />
        </FormField>
        <FormField
          name="password"
          label={t('auth.newPassword')}
          error={message('password')}
          hint={t('validation.passwordHint')}
        >
          <PasswordInput
            value={values.password}
            placeholder={t('validation.passwordPlaceholder')}
            onInput={(value) => setValue('password', value)}
          />
        </FormField>
        <FormField name="confirm" label={t('auth.confirmPassword')} error={message('confirm')}>
          <PasswordInput
            value={values.confirm}
            placeholder={t('auth.confirmPasswordPlaceholder')}
            onInput={(value) => setValue('confirm', value)}
          />
        </FormField>

        <SubmitButton loading={submitting} onClick={() => void submit()}>
          {t('auth.submitReset')}
        </SubmitButton>
      </View>
    </Page>
  );
}

export default observer(ForgetPwdPage);
