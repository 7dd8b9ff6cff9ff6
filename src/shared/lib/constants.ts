import type { MessageKey } from '@/shared/i18n';

// Business constants of SPEC §9. Screens and the request layer read them from here so that a
// changed limit is changed once.

/** HTTP timeout; socket, upload and download use the same 60 s. */
export const HTTP_TIMEOUT_MS = 60000;
/** HTTP statuses that count as a response worth reading (SPEC §7). */
export const VALID_STATUS = { min: 200, max: 299 } as const;
export const LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

export const VERIFY_COUNTDOWN_S = 60;

export const TEXTAREA_MAX = 140;
export const ALBUM_MAX = 9;
export const ALBUM_PER_ROW = 3;
export const UPLOAD_MAX_COUNT = 52;

export const SWIPER_AUTOPLAY_MS = 3000;
export const TOAST_MS = 2000;
export const READ_MORE_HEIGHT = 400;

/** Usernames: 2-20 letters or digits (SPEC §5 letters and digits only; the server's length). */
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 20;

export const COVER_WIDTH = 686;
export const COVER_HEIGHT = 500;
export const CALENDAR_MONTHS = 3;
export const PICKER_ITEM_HEIGHT = 44;
export const AVATAR_GROUP_MAX = 5;

export const APP_VERSION = '1.0.1';
/** SPEC §4: after a 401 the message stays this long before storage is cleared and login opens. */
export const RELOGIN_DELAY_MS = 800;
export const PAGE_SIZE = 10;

export type ReminderId = 'none' | 'atStart' | 'before5' | 'before10' | 'before15';

export interface ReminderOption {
  id: ReminderId;
  /** Minutes before the start; null means no reminder at all (0 is "at start"). */
  minutes: number | null;
  labelKey: MessageKey;
}

export const REMINDER_OPTIONS: readonly ReminderOption[] = [
  { id: 'none', minutes: null, labelKey: 'reminder.none' },
  { id: 'atStart', minutes: 0, labelKey: 'reminder.atStart' },
  { id: 'before5', minutes: 5, labelKey: 'reminder.before5' },
  { id: 'before10', minutes: 10, labelKey: 'reminder.before10' },
  { id: 'before15', minutes: 15, labelKey: 'reminder.before15' },
];

export type FontSize = 'large' | 'medium' | 'small';

export interface FontSizeOption {
  value: FontSize;
  labelKey: MessageKey;
  /** Factor applied to the base font size; the spec names the options only. */
  scale: number;
}

export const FONT_SIZES: readonly FontSizeOption[] = [
  { value: 'large', labelKey: 'fontSize.large', scale: 1.15 },
  { value: 'medium', labelKey: 'fontSize.medium', scale: 1 },
  { value: 'small', labelKey: 'fontSize.small', scale: 0.9 },
];

export const DEFAULT_FONT_SIZE: FontSize = 'medium';

export interface AreaCode {
  /** Dialling code with its plus sign, as the phone validators and the API take it. */
  code: string;
  /** ISO 3166 region; display names come from the server's country list. */
  region: string;
}

/** Macau first (the default), then its neighbours, the Portuguese-speaking world and others. */
export const AREA_CODES: readonly AreaCode[] = [
  { code: '+853', region: 'MO' },
  { code: '+852', region: 'HK' },
  { code: '+86', region: 'CN' },
  { code: '+886', region: 'TW' },
  { code: '+351', region: 'PT' },
  { code: '+55', region: 'BR' },
  { code: '+244', region: 'AO' },
  { code: '+258', region: 'MZ' },
  { code: '+238', region: 'CV' },
  { code: '+245', region: 'GW' },
  { code: '+239', region: 'ST' },
  { code: '+670', region: 'TL' },
  { code: '+1', region: 'US' },
  { code: '+44', region: 'GB' },
  { code: '+65', region: 'SG' },
  { code: '+60', region: 'MY' },
  { code: '+63', region: 'PH' },
  { code: '+66', region: 'TH' },
  { code: '+62', region: 'ID' },
  { code: '+84', region: 'VN' },
  { code: '+81', region: 'JP' },
  { code: '+82', region: 'KR' },
  { code: '+91', region: 'IN' },
  { code: '+61', region: 'AU' },
  { code: '+64', region: 'NZ' },
  { code: '+49', region: 'DE' },
  { code: '+33', region: 'FR' },
  { code: '+34', region: 'ES' },
  { code: '+39', region: 'IT' },
  { code: '+7', region: 'RU' },
  { code: '+971', region: 'AE' },
];

export function isValidStatus(status: number): boolean {
  return Number.isInteger(status) && status >= VALID_STATUS.min && status <= VALID_STATUS.max;
}

export { CODE_LENGTH, DEFAULT_AREA_CODE, PASSWORD_MAX, PASSWORD_MIN } from '@/rules/limits';
