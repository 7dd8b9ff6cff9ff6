import { useCallback, useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import {
  getPublicVerificationCode,
  getSecurityEmail,
  getSecurityMobile,
  updateSecurityEmail,
  updateSecurityMobile,
} from '@/features/account/api';
import { isApiError } from '@/shared/api/errors';
import { toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { InfoRow } from '@/shared/ui/info-row';
import { Page } from '@/shared/ui/page';
import { CodeField, PhoneCodeFields } from '@/features/account/components/phone-code-fields';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useServerMessages, type ServerMessages } from '@/shared/hooks/use-server-messages';
import { useSubmit } from '@/shared/hooks/use-submit';
import type { MessageKey } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { maskEmail, maskedPhoneOf } from '@/shared/lib/format';
import { navigate } from '@/shared/lib/navigation';
import {
  normalizePhone,
  validateCode,
  validateEmail,
  validateAccountPhone,
} from '@/rules/validators';
import { ReloadStatus, type ReloadState } from '@/features/account/components/reload-status';
import './security.less';
import '@/features/account/i18n/profile';
import '@/shared/i18n/forms';
import '../i18n/my';

type Tab = 'email' | 'mobile';

type EmailForm = { email: string; code: string };
type MobileForm = { phone: string; code: string };

interface Mobile {
  phone: string;
  areaCode: string;
}

/**
 * Puts what the server refused next to the field it is about: a wrong, expired or over-tried
 * code (422, 429) under the code; the other listed codes under `otherField`. The toast of the
 * request layer has already said it too (SPEC §8); the form keeps everything typed.
 */
function showRefusal<F extends string>(
  error: unknown,
  server: ServerMessages<F | 'code'>,
  fallback: (key: MessageKey) => string,
  other: { field: F; codes: number[]; key: MessageKey },
): void {
  if (!isApiError(error)) return;
  if (error.code === 422 || error.code === 429) {
    server.show('code', error.msg || fallback('profile.codeRejected'));
  } else if (other.codes.includes(error.code)) {
    server.show(other.field, error.msg || fallback(other.key));
  }
}

function answerField(answer: unknown, field: string): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const value = (answer as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Each section is its tab's panel itself (one level less for the mini-program's templates). */
interface PanelProps {
  hidden: boolean;
}

const panelClass = (form: string, hidden: boolean) =>
  `security-form security-form--${form} security__panel${hidden ? ' security__panel--hidden' : ''}`;

interface EmailSectionProps extends PanelProps {
  current: string;
  onChanged: (email: string) => void;
}

function EmailSection({ current, onChanged, hidden }: EmailSectionProps) {
  const { t } = useT();
  const {
    values,
    setValue,
    validate,
    message: ruleMessage,
  } = useForm<EmailForm>({ email: '', code: '' });
  const server = useServerMessages<keyof EmailForm>();
  const rules: FormRules<EmailForm> = {
    email: (v) =>
      validateEmail(v.email) ??
      (current && v.email.trim().toLowerCase() === current.toLowerCase()
        ? 'profile.sameEmail'
        : undefined),
    code: (v) => validateCode(v.code),
  };
  const change = (field: keyof EmailForm, value: string) => {
    setValue(field, value);
    server.clear(field);
  };

  const { submitting, submit } = useSubmit(async () => {
    server.clear();
    if (!validate(rules)) return;
    const email = values.email.trim();
    try {
      const answer = await updateSecurityEmail({ email, code: values.code.trim() });
      onChanged(answerField(answer, 'email') ?? email.toLowerCase());
    } catch (error) {
      showRefusal(error, server, t, {
        field: 'email',
        codes: [400, 409],
        key: 'validation.emailInvalid',
      });
      throw error;
    }
  });

  const message = (field: keyof EmailForm) => ruleMessage(field) ?? server.messages[field];

  return (
    <View className={panelClass('email', hidden)} role="tabpanel">
      <TextField
        name="email"
        label={t('profile.newEmail')}
        value={values.email}
        onInput={(value) => change('email', value)}
        maxlength={254}
        placeholder={t('profile.emailPlaceholder')}
        error={message('email')}
      />
      <CodeField
        value={values.code}
        error={message('code')}
        onInput={(value) => change('code', value)}
        beforeSend={() => validate(rules, ['email'])}
        onSend={() => getPublicVerificationCode({ email: values.email.trim() })}
        label={t('profile.code')}
        placeholder={t('profile.codePlaceholder')}
        hint={t('profile.emailCodeHint')}
      />
      <SubmitButton loading={submitting} onClick={() => void submit()}>
        {t('profile.submitEmail')}
      </SubmitButton>
    </View>
  );
}

interface MobileSectionProps extends PanelProps {
  current: Mobile;
  onChanged: (mobile: Mobile) => void;
}

const MobileSection = observer(function MobileSection({
  current,
  onChanged,
  hidden,
}: MobileSectionProps) {
  const { t } = useT();
  const { ui } = useStores();
  const {
    values,
    setValue,
    validate,
    message: ruleMessage,
  } = useForm<MobileForm>({ phone: '', code: '' });
  const server = useServerMessages<keyof MobileForm>();
  const rules: FormRules<MobileForm> = {
    phone: (v) =>
      validateAccountPhone(v.phone, ui.areaCode) ??
      (normalizePhone(v.phone, ui.areaCode) === current.phone && ui.areaCode === current.areaCode
        ? 'profile.samePhone'
        : undefined),
    code: (v) => validateCode(v.code),
  };
  const change = (field: keyof MobileForm, value: string) => {
    setValue(field, value);
    server.clear(field);
  };

  const { submitting, submit } = useSubmit(async () => {
    server.clear();
    if (!validate(rules)) return;
    const target = { phone: normalizePhone(values.phone, ui.areaCode), areaCode: ui.areaCode };
    try {
      const answer = await updateSecurityMobile({ ...target, code: values.code.trim() });
      onChanged({
        phone: answerField(answer, 'phone') ?? target.phone,
        areaCode: answerField(answer, 'areaCode') ?? target.areaCode,
      });
    } catch (error) {
      // 409: the number belongs to another account; 400: the server's phone rule.
      showRefusal(error, server, t, {
        field: 'phone',
        codes: [400, 409],
        key: 'profile.phoneTaken',
      });
      throw error;
    }
  });

  const message = (field: keyof MobileForm) => ruleMessage(field) ?? server.messages[field];

  return (
    <View className={panelClass('mobile', hidden)} role="tabpanel">
      <PhoneCodeFields
        areaCode={ui.areaCode}
        values={values}
        errors={{ phone: message('phone'), code: message('code') }}
        onInput={change}
        onAreaCodeTap={() => void navigate('areaCode')}
        beforeSend={() => validate(rules, ['phone'])}
        onSend={getPublicVerificationCode}
        labels={{
          phone: t('profile.newPhone'),
          code: t('profile.code'),
          codePlaceholder: t('profile.codePlaceholder'),
          codeHint: t('profile.phoneCodeHint'),
        }}
      />
      <SubmitButton loading={submitting} onClick={() => void submit()}>
        {t('profile.submitPhone')}
      </SubmitButton>
    </View>
  );
});

function SecurityResetPMEPage() {
  const { t } = useT();
  const { session } = useStores();
  const loggedIn = useLoginGuard();
  const params = useRouteParams();
  const [tab, setTab] = useState<Tab>(params.type === 'mobile' ? 'mobile' : 'email');
  // Bumped after a change: that form starts again empty, its countdown with it.
  const [rounds, setRounds] = useState<Record<Tab, number>>({ email: 0, mobile: 0 });
  const [load, setLoad] = useState<ReloadState>({ loading: false });

  /** The bound e-mail and mobile as the server has them, into the session's copy. */
  const refresh = useCallback(async () => {
    if (!session.isLoggedIn) return;
    setLoad({ loading: true });
    try {
      const [email, mobile] = await Promise.all([getSecurityEmail(), getSecurityMobile()]);
      const user = session.user;
      if (user && session.isLoggedIn) {
        session.setUser({
          ...user,
          email: answerField(email, 'email') ?? '',
          phone: answerField(mobile, 'phone') ?? '',
          areaCode: answerField(mobile, 'areaCode') ?? user.areaCode,
        });
      }
      setLoad({ loading: false });
    } catch (error) {
      setLoad({ loading: false, error });
    }
  }, [session]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const user = loggedIn ? session.user : undefined;
  if (!user) {
    return (
      <Page route="securityResetPME">
        <GuestPrompt />
      </Page>
    );
  }

  const changed = (form: Tab, next: Partial<Pick<typeof user, 'email' | 'phone' | 'areaCode'>>) => {
    const latest = session.user;
    if (latest) session.setUser({ ...latest, ...next });
    toastSuccess(t('success.saved'));
    setRounds((current) => ({ ...current, [form]: current[form] + 1 }));
  };
  const notSet = t('field.notSet');

  return (
    <Page route="securityResetPME">
      <View className="security">
        <ReloadStatus state={load} onRetry={() => void refresh()} />
        <View className="security__card">
          <InfoRow
            name="currentEmail"
            label={t('profile.currentEmail')}
            value={maskEmail(user.email)}
            placeholder={notSet}
          />
          <InfoRow
            name="currentPhone"
            label={t('profile.currentPhone')}
            value={maskedPhoneOf(user)}
            placeholder={notSet}
          />
        </View>

        <View className="security-tabs" role="tablist">
          {(['email', 'mobile'] as const).map((name) => (
            <View
              key={name}
              className={`security-tabs__tab security-tabs__tab--${name}${tab === name ? ' security-tabs__tab--on' : ''}`}
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
            >
              {t(name === 'email' ? 'profile.changeEmail' : 'profile.changePhone')}
            </View>
          ))}
        </View>

        {/* Both forms stay mounted: what was typed in one survives a look at the other. */}
        <EmailSection
          key={`email-${rounds.email}`}
          hidden={tab !== 'email'}
          current={user.email}
          onChanged={(email) => changed('email', { email })}
        />
        <MobileSection
          key={`mobile-${rounds.mobile}`}
          hidden={tab !== 'mobile'}
          current={{ phone: user.phone, areaCode: user.areaCode }}
          onChanged={(mobile) => changed('mobile', mobile)}
        />
      </View>
    </Page>
  );
}

export default observer(SecurityResetPMEPage);
