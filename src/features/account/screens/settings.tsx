import { View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { endSession } from '../session-actions';
import { confirmAction, toastSuccess } from '@/shared/ui/feedback';
import { InfoRow } from '@/shared/ui/info-row';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { routeByName, urlOf, type RouteName } from '@/routes';
import { useStores } from '@/shared/stores/context';
import { APP_VERSION, FONT_SIZES, type FontSize } from '@/shared/lib/constants';
import { navigate } from '@/shared/lib/navigation';
import { ReminderRow } from '@/features/account/components/reminder';
import { SettingSection } from '@/features/account/components/setting-section';
import './settings-common.less';
import './settings.less';
import '@/features/account/i18n/settings';
import '../i18n/auth';
import '@/shared/i18n/forms';

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
    if (!(await endSession(stores))) return;
    toastSuccess(t('success.loggedOut'));
    await navigate('my');
  });

  return (
    <Page route="setting" className="setting-page settings">
      <SettingSection title={t('settings.general')}>
        <LanguagePicker variant="row" />
        <InfoRow name="fontSize" label={t('settings.fontSize')}>
          <View className="settings__fonts" role="radiogroup" aria-label={t('settings.fontSize')}>
            {FONT_CHOICES.map((size) => {
              const option = FONT_SIZES.find((each) => each.value === size);
              const on = ui.fontSize === size;
              return (
                <View
                  key={size}
                  className={`settings__font settings__font--${size}${on ? ' settings__font--on' : ''}`}
                  style={{ fontSize: `${option?.scale ?? 1}em` }}
                  role="radio"
                  aria-checked={on}
                  onClick={() => ui.setFontSize(size)}
                >
                  {option ? t(option.labelKey) : size}
                </View>
              );
            })}
          </View>
        </InfoRow>
        <ReminderRow />
      </SettingSection>

      <SettingSection title={t('settings.account')}>
        {ACCOUNT_ROWS.map((route) => (
          <InfoRow
            key={route}
            name={route}
            label={t(`page.${route}`)}
            onClick={() => open(route)}
          />
        ))}
      </SettingSection>

      <SettingSection title={t('settings.about')}>
        <InfoRow
          name="agreement"
          label={t('page.agreement')}
          onClick={() => void navigate('agreement', { query: { type: 'agreement' } })}
        />
        <InfoRow
          name="privacy"
          label={t('auth.privacyTitle')}
          onClick={() => void navigate('agreement', { query: { type: 'privacy' } })}
        />
        <InfoRow name="version" label={t('settings.version')} value={APP_VERSION} />
      </SettingSection>

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
