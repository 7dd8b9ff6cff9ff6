import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { registerApp, sendRegisterCode } from '@/features/account/api';
import type { RegisterBody } from '../types';
import { AgreementCheck, type AgreementType } from '@/features/account/components/agreement-check';
import { toastSuccess } from '@/shared/ui/feedback';
import { FormField } from '@/shared/ui/form-field';
import { NewPasswordFields } from '@/features/account/components/new-password-fields';
import { Page } from '@/shared/ui/page';
import { PhoneCodeFields } from '@/features/account/components/phone-code-fields';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useRequest } from '@/shared/hooks/use-request';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/lib/constants';
import { dictItemLabel, dictStore } from '@/features/dict';
import { leaveLogin, navigate } from '@/shared/lib/navigation';
import {
  isUsername,
  normalizePhone,
  validateAgreement,
  validateCode,
  validatePassword,
  validatePasswordConfirm,
  validateAccountPhone,
  validateTitle,
} from '@/rules/validators';
import { returnToLogin } from '@/features/account/return-to-login';
import { isInvitationCode, sharedInvitationCode } from '@/features/share';
import { isApiError } from '@/shared/api/errors';
import './auth.less';
import '../i18n/auth';
import '@/shared/i18n/forms';

type RegisterForm = {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  appellation: string;
  username: string;
  invitationCode: string;
  agreed: boolean;
};

function RegisterPage() {
  const { t } = useT();
  const { session, ui } = useStores();
  const dict = dictStore.use();
  const params = useRouteParams();
  const { values, setValue, setError, validate, message } = useForm<RegisterForm>({
    // A code login of a number without an account opens this form with it (login.tsx).
    phone: params.phone ?? '',
    code: '',
    password: '',
    confirm: '',
    appellation: '',
    username: '',
    // Issue #21: filled in from the shared link the visitor came through (its sharer's code).
    invitationCode:
      params.code && isInvitationCode(params.code) ? params.code : sharedInvitationCode(),
    agreed: false,
  });
  const titles = useRequest(() => dict.loadDict('appellation_type'), [dict]);

  const rules: FormRules<RegisterForm> = {
    phone: (v) => validateAccountPhone(v.phone, ui.areaCode),
    code: (v) => validateCode(v.code),
    password: (v) => validatePassword(v.password),
    confirm: (v) => validatePasswordConfirm(v.password, v.confirm),
    appellation: (v) => validateTitle(v.appellation),
    username: (v) => {
      const name = v.username.trim();
      if (name === '') return undefined;
      if (!isUsername(name)) return 'validation.usernameInvalid';
      return name.length < USERNAME_MIN || name.length > USERNAME_MAX
        ? 'auth.usernameLength'
        : undefined;
    },
    invitationCode: (v) => {
      const code = v.invitationCode.trim();
      return code === '' || isInvitationCode(code) ? undefined : 'message.invitationCode';
    },
    agreed: (v) => validateAgreement(v.agreed),
  };

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules)) return;
    const username = values.username.trim();
    const invitationCode = values.invitationCode.trim();
    const body: RegisterBody = {
      phone: normalizePhone(values.phone, ui.areaCode),
      areaCode: ui.areaCode,
      code: values.code.trim(),
      password: values.password,
      appellation: values.appellation,
      ...(username ? { showName: username } : {}),
      ...(invitationCode ? { invitationCode } : {}),
    };
    // The server logs the new account in: the answer is a LoginResult (server/API.md).
    let result: Awaited<ReturnType<typeof registerApp>>;
    try {
      result = await registerApp(body);
    } catch (error) {
      // The server knows which codes exist: its SPEC §8 refusal goes under the field too.
      if (isApiError(error) && invitationCode && error.msg === t('message.invitationCode')) {
        setError('invitationCode', 'message.invitationCode');
      }
      throw error;
    }
    session.signIn(result);
    toastSuccess(t('success.registered'));
    await leaveLogin(params.redirect);
  });

  const openAgreement = (type: AgreementType) => void navigate('agreement', { query: { type } });
  const titleItems = titles.data?.dataList ?? [];

  return (
    <Page route="register" className="auth-page">
      <View className="auth">
        <PhoneCodeFields
          areaCode={ui.areaCode}
          values={values}
          errors={{ phone: message('phone'), code: message('code') }}
          onInput={(field, value) => setValue(field, value)}
          onAreaCodeTap={() => void navigate('areaCode')}
          beforeSend={() => validate(rules, ['phone'])}
          onSend={sendRegisterCode}
        />
        <NewPasswordFields
          label={t('form.password')}
          values={values}
          errors={{ password: message('password'), confirm: message('confirm') }}
          onInput={(field, value) => setValue(field, value)}
        />
        <FormField name="appellation" label={t('auth.title')} error={message('appellation')} plain>
          <View className="auth__titles" role="radiogroup">
            {titleItems.map((item) => (
              <View
                key={item.dictValue}
                className={`auth__title-chip${values.appellation === item.dictValue ? ' auth__title-chip--on' : ''}`}
                role="radio"
                aria-checked={values.appellation === item.dictValue}
                onClick={() => setValue('appellation', item.dictValue)}
              >
                {dictItemLabel(item)}
              </View>
            ))}
            {titles.loading && <Text className="auth__titles-state">{t('common.loading')}</Text>}
            {!titles.loading && titles.error !== undefined && (
              <Text className="auth__titles-state">
                {t('common.loadError')}
                <Text className="auth__retry" onClick={() => void titles.reload()}>
                  {t('common.retry')}
                </Text>
              </Text>
            )}
          </View>
        </FormField>
        <TextField
          name="username"
          label={t('auth.username')}
          value={values.username}
          onInput={(value) => setValue('username', value)}
          maxlength={USERNAME_MAX}
          placeholder={t('auth.usernamePlaceholder')}
          error={message('username')}
        />

        <TextField
          name="invitationCode"
          label={t('auth.invitationCode')}
          value={values.invitationCode}
          onInput={(value) => setValue('invitationCode', value)}
          maxlength={16}
          placeholder={t('auth.invitationCodePlaceholder')}
          error={message('invitationCode')}
        />

        <AgreementCheck
          checked={values.agreed}
          onChange={(checked) => setValue('agreed', checked)}
          onOpen={openAgreement}
          error={message('agreed')}
        />

        <SubmitButton loading={submitting} onClick={() => void submit()}>
          {t('auth.submitRegister')}
        </SubmitButton>

        <View className="auth__links">
          <View>
            <Text>{t('auth.haveAccount')}</Text>
            <Text
              className="auth__link auth__link--login"
              onClick={() => void returnToLogin({ redirect: params.redirect })}
            >
              {t('auth.toLogin')}
            </Text>
          </View>
        </View>
      </View>
    </Page>
  );
}

export default observer(RegisterPage);
