import { useState } from 'react';
import { observer } from '@/shared/stores/observer';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { Page } from '@/shared/ui/page';
import { ToggleRow } from '@/shared/ui/toggle-row';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import type { MessageKey } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import {
  NOTIFICATION_TOPICS,
  readNotificationPrefs,
  writeNotificationPrefs,
  type NotificationPrefs,
  type NotificationTopic,
} from '@/features/account/notification-prefs';
import { ReminderRow } from '@/features/account/components/reminder';
import { SettingSection } from '@/features/account/components/setting-section';
import './settings-common.less';
import '@/features/account/i18n/settings';

const TOPIC_TEXT: Readonly<Record<NotificationTopic, { label: MessageKey; hint: MessageKey }>> = {
  contest: { label: 'settings.notify.contest', hint: 'settings.notify.contestHint' },
  orders: { label: 'settings.notify.orders', hint: 'settings.notify.ordersHint' },
  news: { label: 'settings.notify.news', hint: 'settings.notify.newsHint' },
};

function InfoSettingPage() {
  const { t } = useT();
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
          <SettingSection title={t('settings.notify.activityTitle')}>
            <ReminderRow />
          </SettingSection>
          <SettingSection title={t('settings.notify.title')} note={t('settings.notify.localNote')}>
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
          </SettingSection>
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(InfoSettingPage);
