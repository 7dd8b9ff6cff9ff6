import { storage } from '@/shared/lib/storage';

// What the visitor wants to hear about. The server keeps no such preferences (server/API.md:
// /userDevice stores the device and language only, /cus/user has no notification fields, and both
// refuse unknown fields), so they are kept on this device, and go with the account's other local
// data on log out.

export type NotificationTopic = 'contest' | 'orders' | 'news';

export type NotificationPrefs = Record<NotificationTopic, boolean>;

export const NOTIFICATION_TOPICS: readonly NotificationTopic[] = ['contest', 'orders', 'news'];

export const NOTIFICATION_PREFS_KEY = 'notificationPrefs';

const DEFAULT_PREFS: NotificationPrefs = { contest: true, orders: true, news: true };

export function readNotificationPrefs(): NotificationPrefs {
  const stored = storage.read<Partial<Record<string, unknown>>>(NOTIFICATION_PREFS_KEY);
  const prefs = { ...DEFAULT_PREFS };
  if (stored && typeof stored === 'object') {
    for (const topic of NOTIFICATION_TOPICS) {
      if (typeof stored[topic] === 'boolean') prefs[topic] = stored[topic] as boolean;
    }
  }
  return prefs;
}

export function writeNotificationPrefs(prefs: NotificationPrefs): void {
  storage.write(NOTIFICATION_PREFS_KEY, prefs);
}
