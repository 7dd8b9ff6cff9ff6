import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { logoff } from '@/api/account';
import { isApiError } from '@/api/errors';
import { confirmAction, toastSuccess } from '@/components/feedback';
import { LanguagePicker } from '@/components/language-picker';
import { Page } from '@/components/page';
import { SubmitButton } from '@/components/submit-button';
import { useSubmit } from '@/hooks/use-submit';
import { useT } from '@/i18n/use-t';
import { routeByName, urlOf, type RouteName } from '@/routes';
import { useStores } from '@/stores/context';
import { APP_VERSION, FONT_SIZES, type FontSize } from '@/utils/constants';
import { navigate } from '@/utils/navigation';
import { chooseReminder, reminderLabel } from './reminder';
import './common.less';
import './setting.less';

const ACCOUNT_ROWS: RouteName[] = ['infoSetting', 'upwd', 'verify', 'logoff'];

/** Smallest first, the way a size control reads. */
const FONT_CHOICES: FontSize[] = ['small', 'medium', 'large'];

function SettingPage() {
  const { t } = useT();
  const stores = useStores();
  const { session, ui } = stores;
  const loggedIn = session.isLoggedIn;

  /** Settings is open to guests; its account rows send a guest to login and back to the row. */
  const open = (route: RouteName) => {
    if (routeByName(route).auth && !session.isLoggedIn) {
      void navigate('login', { query: { redirect: urlOf(route) } });
      return;
    }
    void navigate(route);
  };

  const logout = useSubmit(async () => {
    const confirmed = await confirmAction({
      content: t('settings.logoutConfirm'),
      confirmText: t('settings.logoutButton'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      // Revokes the token on the server (server/API.md POST /logoff).
      await logoff();
    } catch (error) {
      // An expired session is already being ended by the request layer (login follows).
      if (isApiError(error) && error.kind === 'unauthorized') return;
      // Otherwise (a bad network) the token is still forgotten here: logging out must work.
    }
    stores.signOut();
    toastSuccess(t('success.loggedOut'));
    await navigate('my');
  });

  return (
    <Page route="setting" className="setting-page settings">
      <View className="setting-section">
        <Text className="setting-section__title">{t('settings.general')}</Text>
        <View className="setting-rows">
          <LanguagePicker variant="row" />
          <View className="setting-row settings__font-row">
            <Text className="setting-row__label">{t('settings.fontSize')}</Text>
            <View className="settings__fonts" role="radiogroup" aria-label={t('settings.fontSize')}>
              {FONT_CHOICES.map((size) => {
                const option = FONT_SIZES.find((each) => each.value === size);
                const on = ui.fontSize === size;
                return (
                  <View
                    key={size}
                    className={`settings__font settings__font--${size}${on ? ' settings__font--on' : ''}`}
                    role="radio"
                    aria-checked={on}
                    onClick={() => ui.setFontSize(size)}
                  >
                    <Text style={{ fontSize: `${option?.scale ?? 1}em` }}>
                      {option ? t(option.labelKey) : size}
                    </Text>
                  </View>
                );
              })}
            </View>
          </View>
          <View
            className="setting-row settings__reminder"
            role="button"
            onClick={() => void chooseReminder(ui, t)}
          >
            <Text className="setting-row__label">{t('settings.reminder')}</Text>
            <Text className="setting-row__value settings__reminder-value">
              {reminderLabel(ui, t)}
            </Text>
            <View className="setting-row__chevron" />
          </View>
        </View>
      </View>

      <View className="setting-section">
        <Text className="setting-section__title">{t('settings.account')}</Text>
        <View className="setting-rows">
          {ACCOUNT_ROWS.map((route) => (
            <View
              key={route}
              className={`setting-row settings__row--${route}`}
              role="link"
              onClick={() => open(route)}
            >
              <Text className="setting-row__label">{t(`page.${route}`)}</Text>
              <View className="setting-row__chevron" />
            </View>
          ))}
        </View>
      </View>

      <View className="setting-section">
        <Text className="setting-section__title">{t('settings.about')}</Text>
        <View className="setting-rows">
          <View
            className="setting-row settings__row--agreement"
            role="link"
            onClick={() => void navigate('agreement', { query: { type: 'agreement' } })}
          >
            <Text className="setting-row__label">{t('page.agreement')}</Text>
            <View className="setting-row__chevron" />
          </View>
          <View
            className="setting-row settings__row--privacy"
            role="link"
            onClick={() => void navigate('agreement', { query: { type: 'privacy' } })}
          >
            <Text className="setting-row__label">{t('auth.privacyTitle')}</Text>
            <View className="setting-row__chevron" />
          </View>
          <View className="setting-row settings__row--version">
            <Text className="setting-row__label">{t('settings.version')}</Text>
            <Text className="setting-row__value settings__version">{APP_VERSION}</Text>
          </View>
        </View>
      </View>

      {loggedIn && (
        <View className="setting-section settings__logout">
          <SubmitButton
            variant="plain"
            loading={logout.submitting}
            onClick={() => void logout.submit()}
          >
            {t('settings.logoutButton')}
          </SubmitButton>
        </View>
      )}
    </Page>
  );
}

export default observer(SettingPage);
