import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { registerApp, sendRegisterCode } from '@/api/account';
import type { RegisterBody } from '@/api/types';
import { AgreementCheck, type AgreementType } from '@/components/agreement-check';
import { CountdownButton } from '@/components/countdown-button';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { PasswordInput } from '@/components/password-input';
import { PhoneInput } from '@/components/phone-input';
import { SubmitButton } from '@/components/submit-button';
import { useForm, type FormRules } from '@/hooks/use-form';
import { useRequest } from '@/hooks/use-request';
import { useRouteParams } from '@/hooks/use-route-params';
import { useSubmit } from '@/hooks/use-submit';
import { pickField } from '@/i18n';
import { useT } from '@/i18n/use-t';
import { useStores } from '@/stores/context';
import { CODE_LENGTH } from '@/utils/constants';
import { leaveLogin, navigate } from '@/utils/navigation';
import {
  isUsername,
  normalizePhone,
  validateAgreement,
  validateCode,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
  validateTitle,
} from '@/utils/validators';
import { toastInfo, toastSuccess } from './feedback';
import { returnToLogin } from './return-to-login';
import './auth.less';

type RegisterForm = {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  appellation: string;
  username: string;
  agreed: boolean;
};

/** The server's username rule: 2-20 letters or digits (SPEC §5 letters and digits only). */
const USERNAME_MIN = 2;
const USERNAME_MAX = 20;

function RegisterPage() {
  const { t } = useT();
  const { session, ui, dict } = useStores();
  const params = useRouteParams();
  const { values, errors, setValue, validate } = useForm<RegisterForm>({
    phone: '',
    code: '',
    password: '',
    confirm: '',
    appellation: '',
    username: '',
    agreed: false,
  });
  const titles = useRequest(() => dict.loadDict('appellation_type'), [dict]);

  const rules: FormRules<RegisterForm> = {
    phone: (v) => validatePhone(v.phone, ui.areaCode),
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
    agreed: (v) => validateAgreement(v.agreed),
  };

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules)) return;
    const username = values.username.trim();
    const body: RegisterBody = {
      phone: normalizePhone(values.phone),
      areaCode: ui.areaCode,
      code: values.code.trim(),
      password: values.password,
      appellation: values.appellation,
      ...(username ? { showName: username } : {}),
    };
    // The server logs the new account in: the answer is a LoginResult (server/API.md).
    const result = await registerApp(body);
    session.signIn(result);
    toastSuccess(t('success.registered'));
    await leaveLogin(params.redirect);
  });

  const message = (field: keyof RegisterForm) => (errors[field] ? t(errors[field]) : undefined);
  const openAgreement = (type: AgreementType) => void navigate('agreement', { query: { type } });
  const titleItems = titles.data?.dataList ?? [];

  return (
    <Page route="register" className="auth-page">
      <View className="auth">
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
              await sendRegisterCode({
                phone: normalizePhone(values.phone),
                areaCode: ui.areaCode,
              });
              toastInfo(t('success.codeSent'));
            }}
          />
        </FormField>
        <FormField
          name="password"
          label={t('form.password')}
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
                {pickField(item, 'label') || item.dictLabel}
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
        <FormField name="username" label={t('auth.username')} error={message('username')}>
          <Input
            className="form-input"
            type="text"
            maxlength={USERNAME_MAX}
            value={values.username}
            placeholder={t('auth.usernamePlaceholder')}
            onInput={(event) => setValue('username', event.detail.value)}
          />
        </FormField>

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
