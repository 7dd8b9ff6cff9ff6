import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { GuestPrompt } from '@/components/guest-prompt';
import { Page } from '@/components/page';
import { ToggleRow } from '@/components/toggle-row';
import { useLoginGuard } from '@/hooks/use-login-guard';
import type { MessageKey } from '@/i18n';
import { useT } from '@/i18n/use-t';
import { useStores } from '@/stores/context';
import {
  NOTIFICATION_TOPICS,
  readNotificationPrefs,
  writeNotificationPrefs,
  type NotificationPrefs,
  type NotificationTopic,
} from './notification-prefs';
import { chooseReminder, reminderLabel } from './reminder';
import './common.less';

const TOPIC_TEXT: Readonly<Record<NotificationTopic, { label: MessageKey; hint: MessageKey }>> = {
  contest: { label: 'settings.notify.contest', hint: 'settings.notify.contestHint' },
  orders: { label: 'settings.notify.orders', hint: 'settings.notify.ordersHint' },
  news: { label: 'settings.notify.news', hint: 'settings.notify.newsHint' },
};

function InfoSettingPage() {
  const { t } = useT();
  const { ui } = useStores();
  const loggedIn = useLoginGuard();
  const [prefs, setPrefs] = useState<NotificationPrefs>(readNotificationPrefs);

  const toggle = (topic: NotificationTopic, on: boolean) => {
    const next = { ...prefs, [topic]: on };
    setPrefs(next);
    writeNotificationPrefs(next);
  };

  return (
    <Page route="infoSetting" className="setting-page info-setting">
      {loggedIn ? (
        <>
          <View className="setting-section">
            <Text className="setting-section__title">{t('settings.notify.activityTitle')}</Text>
            <View className="setting-rows">
              <View
                className="setting-row info-setting__reminder"
                role="button"
                onClick={() => void chooseReminder(ui, t)}
              >
                <Text className="setting-row__label">{t('settings.reminder')}</Text>
                <Text className="setting-row__value info-setting__reminder-value">
                  {reminderLabel(ui, t)}
                </Text>
                <View className="setting-row__chevron" />
              </View>
            </View>
          </View>

          <View className="setting-section">
            <Text className="setting-section__title">{t('settings.notify.title')}</Text>
            <View className="setting-rows">
              {NOTIFICATION_TOPICS.map((topic) => (
                <ToggleRow
                  key={topic}
                  name={topic}
                  label={t(TOPIC_TEXT[topic].label)}
                  hint={t(TOPIC_TEXT[topic].hint)}
                  checked={prefs[topic]}
                  onChange={(on) => toggle(topic, on)}
                />
              ))}
            </View>
            <Text className="setting-section__note">{t('settings.notify.localNote')}</Text>
          </View>
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(InfoSettingPage);
