import Taro from '@tarojs/taro';

// Local storage keys of SPEC §3. Everything the app keeps between launches goes through here.
export const STORAGE_KEYS = {
  token: 'token',
  tokenExpiry: 'tokenExpiry',
  userInfo: 'userInfo',
  language: 'language',
  fontSize: 'fontSize',
  reminder: 'reminder',
  /** Each activity's reminder (features/activities/reminders.ts): the device's choice. */
  activityReminders: 'activityReminders',
  /** Forms a 401 interrupted, per account and screen (shared/lib/drafts.ts). */
  drafts: 'drafts',
  trackingUuid: 'trackingUuid',
  /** The mini-program's texts of the languages loaded so far (shared/i18n/locale-pack.ts). */
  localePacks: 'localePacks',
} as const;

export interface StoredUser {
  id: number | string;
  [field: string]: unknown;
}

function read<T>(key: string): T | undefined {
  try {
    const value = Taro.getStorageSync(key);
    return value === '' || value === null || value === undefined ? undefined : (value as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    Taro.setStorageSync(key, value);
  } catch {
    // A full or unavailable storage must not break the screen that is saving.
  }
}

export const storage = { read, write, remove: (key: string) => Taro.removeStorageSync(key) };

export function getToken(): string | undefined {
  return read<string>(STORAGE_KEYS.token);
}

/** Token expiry in seconds since the epoch, as the server sent it. */
export function getTokenExpiry(): number | undefined {
  const value = Number(read(STORAGE_KEYS.tokenExpiry));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** SPEC §3: the token counts as expired when its expiry is not later than now. */
export function isTokenExpired(nowSeconds: number = Date.now() / 1000): boolean {
  const expiry = getTokenExpiry();
  if (!getToken()) return true;
  return expiry !== undefined && expiry <= nowSeconds;
}

export function getUserInfo(): StoredUser | undefined {
  return read<StoredUser>(STORAGE_KEYS.userInfo);
}

export function setUserInfo(user: StoredUser): void {
  write(STORAGE_KEYS.userInfo, user);
}

export function saveSession(token: string, expiresAtSeconds: number, user?: StoredUser): void {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.tokenExpiry, expiresAtSeconds);
  if (user) setUserInfo(user);
}

/**
 * Device preferences and the anonymous device id, not account data: they survive clearAll so
 * that a session that expires does not also switch a Portuguese reader back to Chinese. The
 * activity reminders are the device's choices too (issue #21), and the drafts a 401 interrupted
 * are kept under their account's id, given back only to that account (drafts.ts). The locale
 * packs are the app's own texts, so a language chosen earlier still shows offline.
 */
const DEVICE_KEYS = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.fontSize,
  STORAGE_KEYS.reminder,
  STORAGE_KEYS.activityReminders,
  STORAGE_KEYS.drafts,
  STORAGE_KEYS.trackingUuid,
  STORAGE_KEYS.localePacks,
];

/** Clears everything local of the account (SPEC §4 on 401, logout and logoff). */
export function clearAll(): void {
  const kept = DEVICE_KEYS.map((key) => [key, read(key)] as const);
  try {
    Taro.clearStorageSync();
  } catch {
    // Nothing to clear is not an error.
  }
  for (const [key, value] of kept) if (value !== undefined) write(key, value);
}
