import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import {
  codeLogin,
  handleWechatMpCallback,
  login,
  sendLoginCode,
  wechatLogin,
} from '@/features/account/api';
import { ApiError } from '@/shared/api/errors';
import type { LoginResult } from '@/shared/api/types';
import { AgreementCheck, type AgreementType } from '@/features/account/components/agreement-check';
import { toastInfo, toastSuccess } from '@/shared/ui/feedback';
import { FormField } from '@/shared/ui/form-field';
import { Page } from '@/shared/ui/page';
import { PasswordInput } from '@/shared/ui/password-input';
import { PhoneCodeFields } from '@/features/account/components/phone-code-fields';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { leaveLogin, navigate } from '@/shared/lib/navigation';
import {
  normalizePhone,
  splitPhone,
  validateAgreement,
  validateCode,
  validateAccountPhone,
} from '@/rules/validators';
import {
  startWechatLogin,
  takeWechatCallback,
  wechatLoginAvailable,
} from '@/features/account/wechat';
import './auth.less';
import '../i18n/auth';
import '@/shared/i18n/forms';

type Mode = 'password' | 'sms';

type LoginForm = {
  account: string;
  password: string;
  phone: string;
  code: string;
  agreed: boolean;
};

/**
 * The account field takes a username or a phone as people type it (issue #9): "6123 4567" is
 * sent as 61234567, "+853 6123 4567" as 61234567 with its area code.
 */
function accountOf(typed: string): { account: string; areaCode?: string } {
  const phone = splitPhone(typed);
  if (!phone) return { account: typed.trim() };
  return { account: phone.phone, ...(phone.areaCode ? { areaCode: phone.areaCode } : {}) };
}

/** Passwords set before the SPEC §5 rules may be longer; login accepts what the server does. */
const LOGIN_PASSWORD_MAX = 64;

function LoginPage() {
  const { t } = useT();
  const { session, ui } = useStores();
  const params = useRouteParams();
  const redirect = params.redirect;
  const [mode, setMode] = useState<Mode>('password');
  // After a password reset the page opens with the phone filled in (forgetPwd.tsx).
  const form = useForm<LoginForm>(() => ({
    account: params.phone ?? '',
    password: '',
    phone: params.phone ?? '',
    code: '',
    agreed: false,
  }));
  const { values, setValue, validate, message } = form;

  useEffect(() => {
    if (params.areaCode && /^\+\d{1,4}$/.test(params.areaCode)) ui.setAreaCode(params.areaCode);
  }, [params.areaCode, ui]);

  const rules: FormRules<LoginForm> = {
    account: (v) => (v.account.trim() ? undefined : 'auth.accountRequired'),
    password: (v) => (v.password ? undefined : 'validation.passwordRequired'),
    phone: (v) => validateAccountPhone(v.phone, ui.areaCode),
    code: (v) => validateCode(v.code),
    agreed: (v) => validateAgreement(v.agreed),
  };
  const fieldsOf: Record<Mode, (keyof LoginForm)[]> = {
    password: ['account', 'password', 'agreed'],
    sms: ['phone', 'code', 'agreed'],
  };

  const finish = async (result: LoginResult) => {
    session.signIn(result);
    toastSuccess(t('auth.loginSuccess'));
    await leaveLogin(redirect);
  };

  /**
   * Issue #9: the server tells only the phone's owner, after the right code, that the number has
   * no account yet (404); the visitor is then taken to registration with the number filled in.
   */
  const smsLogin = async () => {
    const phone = normalizePhone(values.phone, ui.areaCode);
    try {
      return await codeLogin({ phone, areaCode: ui.areaCode, code: values.code.trim() });
    } catch (error) {
      if (error instanceof ApiError && error.code === 404) {
        await navigate('register', { query: { phone, ...(redirect ? { redirect } : {}) } });
      }
      throw error;
    }
  };

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules, fieldsOf[mode])) return;
    const result =
      mode === 'password'
        ? await login({ ...accountOf(values.account), password: values.password })
        : await smsLogin();
    await finish(result);
  });

  const wechat = useSubmit(async () => {
    if (!validate(rules, ['agreed'])) return;
    let start: Awaited<ReturnType<typeof startWechatLogin>>;
    try {
      start = await startWechatLogin();
    } catch {
      toastInfo(t('auth.wechatFailed'));
      return;
    }
    if (start.kind === 'code') await finish(await wechatLogin({ code: start.code }));
  });

  // H5 in WeChat's browser: the official-account authorisation comes back here with a code.
  const oauthHandled = useRef(false);
  const oauth = useSubmit(async (code: string, state: string) => {
    await finish(await handleWechatMpCallback({ code, state }));
  });
  const submitOauth = oauth.submit;
  useEffect(() => {
    if (oauthHandled.current) return;
    oauthHandled.current = true;
    const callback = takeWechatCallback(params);
    if (callback) void submitOauth(callback.code, callback.state);
  }, [params, submitOauth]);

  const busy = submitting || wechat.submitting || oauth.submitting;
  const openAgreement = (type: AgreementType) => void navigate('agreement', { query: { type } });
  const forward = redirect ? { redirect } : undefined;

  return (
    <Page route="login" className="auth-page">
      <View className="auth">
        <View className="auth__intro">
          <Text className="auth__heading">{t('app.name')}</Text>
        </View>

        <View className="auth__tabs" role="tablist">
          {(['password', 'sms'] as const).map((each) => (
            <View
              key={each}
              className={`auth__tab auth__tab--${each}${mode === each ? ' auth__tab--active' : ''}`}
              role="tab"
              aria-selected={mode === each}
              onClick={() => setMode(each)}
            >
              {t(each === 'password' ? 'auth.passwordMode' : 'auth.smsMode')}
            </View>
          ))}
        </View>

        {mode === 'password' ? (
          <>
            <TextField
              name="account"
              label={t('auth.account')}
              value={values.account}
              onInput={(value) => setValue('account', value)}
              maxlength={50}
              placeholder={t('auth.accountPlaceholder')}
              error={message('account')}
            />
            <FormField name="password" label={t('form.password')} error={message('password')}>
              <PasswordInput
                value={values.password}
                maxlength={LOGIN_PASSWORD_MAX}
                placeholder={t('auth.passwordPlaceholder')}
                onInput={(value) => setValue('password', value)}
              />
            </FormField>
          </>
        ) : (
          <PhoneCodeFields
            areaCode={ui.areaCode}
            values={values}
            errors={{ phone: message('phone'), code: message('code') }}
            onInput={(field, value) => setValue(field, value)}
            onAreaCodeTap={() => void navigate('areaCode')}
            beforeSend={() => validate(rules, ['phone'])}
            onSend={sendLoginCode}
          />
        )}

        <AgreementCheck
          checked={values.agreed}
          onChange={(checked) => setValue('agreed', checked)}
          onOpen={openAgreement}
          error={message('agreed')}
        />

        <SubmitButton
          loading={submitting || oauth.submitting}
          disabled={busy}
          onClick={() => void submit()}
        >
          {t('auth.submitLogin')}
        </SubmitButton>

        <View className="auth__links">
          <View
            className="auth__link auth__link--forget"
            role="link"
            onClick={() => void navigate('forgetPwd', { query: forward })}
          >
            {t('auth.forgotPassword')}
          </View>
          <View>
            <Text>{t('auth.noAccount')}</Text>
            <Text
              className="auth__link auth__link--register"
              onClick={() => void navigate('register', { query: forward })}
            >
              {t('auth.toRegister')}
            </Text>
          </View>
        </View>

        {wechatLoginAvailable() && (
          <View className="auth__other">
            <Text className="auth__other-title">{t('auth.otherWays')}</Text>
            <SubmitButton
              variant="plain"
              loading={wechat.submitting}
              disabled={busy}
              onClick={() => void wechat.submit()}
            >
              {t('auth.wechatLogin')}
            </SubmitButton>
          </View>
        )}
      </View>
    </Page>
  );
}

export default observer(LoginPage);
