import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { updateCusUser } from '@/features/account/api';
import { isApiError } from '@/shared/api/errors';
import type { UpdateUserBody } from '../types';
import type { UserInfo } from '@/shared/api/types';
import { toastSuccess } from '@/shared/ui/feedback';
import { FormField } from '@/shared/ui/form-field';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { OptionPicker, type PickerOption } from '@/shared/ui/option-picker';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useRequest } from '@/shared/hooks/use-request';
import { useServerMessages } from '@/shared/hooks/use-server-messages';
import { useSubmit } from '@/shared/hooks/use-submit';
import {
  LOCALES,
  localeName,
  normalizeLocale,
  pickField,
  translate,
  type Locale,
} from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/lib/constants';
import { dictItemLabel, regionLabel, regionValueOf, dictStore } from '@/features/dict';
import { back, navigate } from '@/shared/lib/navigation';
import { isUsername, validateEmail, validatePersonName, validateTitle } from '@/rules/validators';
import {
  DEFAULT_TIME_ZONE,
  NAME_MAX,
  TIME_ZONES,
  asProfileUser,
  timeZoneLabel,
  type ProfileUser,
} from '@/features/account/profile';
import './security.less';
import '@/features/account/i18n/profile';
import '@/shared/i18n/forms';
import '../i18n/my';

type EditForm = {
  name: string;
  username: string;
  appellation: string;
  gender: string;
  email: string;
  region: string;
  timeZone: string;
  language: string;
};

/**
 * The language field starts at the app's language, not the account's: the app's is the visitor's
 * choice on this device (settings, SPEC §1), so a save that does not touch the field keeps it and
 * tells the account (issue #9).
 */
function initialValues(user: ProfileUser | undefined, locale: Locale): EditForm {
  return {
    name: user?.name ?? '',
    username: user?.showName ?? '',
    appellation: user?.appellation && user.appellation !== '-1' ? user.appellation : '',
    gender: user?.gender ?? '',
    email: user?.email ?? '',
    region: user?.region ?? '',
    timeZone: user?.timeZone || DEFAULT_TIME_ZONE,
    language: locale,
  };
}

/** Keeps a stored value that the list does not offer, so the field never shows it as empty. */
function withCurrent(options: PickerOption[], value: string, label: string): PickerOption[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [{ value, label: label || value }, ...options];
}

function SecurityEditPage() {
  const { t } = useT();
  const { session, ui } = useStores();
  const dict = dictStore.use();
  const loggedIn = useLoginGuard();
  const start = session.user ? asProfileUser(session.user) : undefined;
  const {
    values,
    setValue,
    validate,
    message: ruleMessage,
  } = useForm<EditForm>(() => initialValues(start, ui.locale));
  const server = useServerMessages<keyof EditForm>();
  // SPEC §5 lets a visitor without a username keep none; once chosen it cannot be emptied.
  const [hadUsername] = useState(() => Boolean(start?.showName));
  // The profile e-mail and the account-security e-mail are one field on the server. Once an
  // address is bound, it changes only with a code sent to the new one (resetPME).
  const [emailLocked] = useState(() => Boolean(start?.email));

  const titles = useRequest(() => dict.loadDict('appellation_type'), [dict]);
  const countries = useRequest(() => dict.loadCountries(), [dict]);
  useEffect(() => {
    // Names older region codes (Macau districts); without it they show as stored.
    dict.loadDict('area').catch(() => undefined);
  }, [dict]);

  const rules: FormRules<EditForm> = {
    name: (v) => validatePersonName(v.name),
    username: (v) => {
      const name = v.username.trim();
      if (name === '') return hadUsername ? 'profile.usernameRequired' : undefined;
      if (!isUsername(name)) return 'validation.usernameInvalid';
      return name.length < USERNAME_MIN || name.length > USERNAME_MAX
        ? 'profile.usernameLength'
        : undefined;
    },
    appellation: (v) => validateTitle(v.appellation),
    email: (v) => (emailLocked || v.email.trim() === '' ? undefined : validateEmail(v.email)),
  };

  const change = <K extends keyof EditForm>(field: K, value: EditForm[K]) => {
    setValue(field, value);
    server.clear(field);
  };

  const { submitting, submit } = useSubmit(async () => {
    server.clear();
    if (!validate(rules)) return;
    const username = values.username.trim();
    const email = values.email.trim();
    const language = normalizeLocale(values.language) ?? ui.locale;
    const body: UpdateUserBody = {
      name: values.name.trim(),
      appellation: values.appellation,
      region: values.region,
      timeZone: values.timeZone,
      language,
      // The server refuses an empty username or gender: they are sent once chosen.
      ...(username ? { showName: username } : {}),
      ...(values.gender === 'male' || values.gender === 'female' ? { gender: values.gender } : {}),
      ...(!emailLocked && email ? { email } : {}),
    };
    let updated: UserInfo;
    try {
      updated = await updateCusUser(body);
    } catch (error) {
      // 409 on this call is the username (server/API.md): say so next to it.
      if (isApiError(error) && error.code === 409) {
        server.show('username', error.msg || t('profile.usernameTaken'));
      }
      throw error;
    }
    session.setUser(updated);
    if (language !== ui.locale) ui.setLocale(language);
    // In the language just chosen: the hook's t still speaks the previous one.
    toastSuccess(translate(language, 'success.saved'));
    await back();
  });

  const titleOptions = (titles.data?.dataList ?? []).map((item) => ({
    value: String(item.dictValue),
    label: dictItemLabel(item),
  }));
  const regionOptions = withCurrent(
    (countries.data ?? []).map((country) => ({
      value: regionValueOf(country),
      label: pickField(country, 'name'),
    })),
    values.region,
    regionLabel(values.region, countries.data ?? [], dict.dicts.area),
  );
  const timeZoneOptions = withCurrent(
    TIME_ZONES.map((zone) => ({ value: zone.value, label: t(zone.labelKey) })),
    values.timeZone,
    timeZoneLabel(values.timeZone, t),
  );
  const genderOptions = [
    { value: 'male', label: t('gender.male') },
    { value: 'female', label: t('gender.female') },
  ];
  const languageOptions = LOCALES.map((code) => ({ value: code, label: localeName(code) }));

  if (!loggedIn) {
    return (
      <Page route="securityEdit">
        <GuestPrompt />
      </Page>
    );
  }

  const message = (field: keyof EditForm) => ruleMessage(field) ?? server.messages[field];

  return (
    <Page route="securityEdit">
      <View className="security-form">
        <TextField
          name="name"
          label={t('field.name')}
          value={values.name}
          onInput={(value) => change('name', value)}
          maxlength={NAME_MAX}
          placeholder={t('profile.namePlaceholder')}
          error={message('name')}
        />

        <TextField
          name="username"
          label={t('field.username')}
          value={values.username}
          onInput={(value) => change('username', value)}
          maxlength={USERNAME_MAX}
          placeholder={t('profile.usernamePlaceholder')}
          error={message('username')}
        />

        <FormField name="appellation" label={t('field.title')} error={message('appellation')} plain>
          <OptionPicker
            title={t('field.title')}
            options={titleOptions}
            value={values.appellation}
            onChange={(value) => change('appellation', value)}
          />
          {titles.loading && <Text className="security-form__state">{t('common.loading')}</Text>}
          {!titles.loading && titles.error !== undefined && (
            <Text className="security-form__state">
              {t('common.loadError')}
              <Text className="security-form__retry" onClick={() => void titles.reload()}>
                {t('common.retry')}
              </Text>
            </Text>
          )}
        </FormField>

        <FormField name="gender" label={t('field.gender')} error={message('gender')} plain>
          <OptionPicker
            title={t('field.gender')}
            options={genderOptions}
            value={values.gender}
            onChange={(value) => change('gender', value)}
          />
        </FormField>

        {emailLocked ? (
          <FormField name="email" label={t('field.email')} hint={t('profile.emailManaged')}>
            <Text className="security-form__readonly">{values.email}</Text>
            <View
              className="security-form__link"
              role="link"
              onClick={() => void navigate('securityResetPME', { query: { type: 'email' } })}
            >
              {t('profile.accountSecurity')}
            </View>
          </FormField>
        ) : (
          <TextField
            name="email"
            label={t('field.email')}
            value={values.email}
            onInput={(value) => change('email', value)}
            maxlength={254}
            placeholder={t('profile.emailPlaceholder')}
            error={message('email')}
            hint={t('profile.emailOptionalHint')}
          />
        )}

        <FormField name="region" label={t('field.region')} error={message('region')}>
          <OptionPicker
            variant="sheet"
            title={t('field.region')}
            placeholder={
              countries.error !== undefined ? t('profile.regionLoadError') : t('profile.choose')
            }
            options={regionOptions}
            value={values.region}
            onChange={(value) => change('region', value)}
          />
          {!countries.loading && countries.error !== undefined && (
            <Text className="security-form__retry" onClick={() => void countries.reload()}>
              {t('common.retry')}
            </Text>
          )}
        </FormField>

        <FormField name="timeZone" label={t('field.timeZone')} error={message('timeZone')}>
          <OptionPicker
            variant="sheet"
            title={t('field.timeZone')}
            placeholder={t('profile.choose')}
            options={timeZoneOptions}
            value={values.timeZone}
            onChange={(value) => change('timeZone', value)}
          />
        </FormField>

        <FormField
          name="language"
          label={t('field.language')}
          error={message('language')}
          hint={t('profile.languageHint')}
          plain
        >
          <OptionPicker
            title={t('field.language')}
            options={languageOptions}
            value={values.language}
            onChange={(value) => change('language', value)}
          />
        </FormField>

        <SubmitButton loading={submitting} onClick={() => void submit()}>
          {t('common.save')}
        </SubmitButton>
      </View>
    </Page>
  );
}

export default observer(SecurityEditPage);
