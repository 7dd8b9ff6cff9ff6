import { makeAutoObservable } from 'mobx';
import { getLocale, setLocale, type Locale } from '@/shared/i18n';
import {
  DEFAULT_AREA_CODE,
  DEFAULT_FONT_SIZE,
  FONT_SIZES,
  REMINDER_OPTIONS,
  type FontSize,
  type ReminderId,
} from '@/shared/lib/constants';
import { storage, STORAGE_KEYS } from '@/shared/lib/storage';

const isFontSize = (value: unknown): value is FontSize =>
  FONT_SIZES.some((option) => option.value === value);
const isReminder = (value: unknown): value is ReminderId =>
  REMINDER_OPTIONS.some((option) => option.id === value);

/** Preferences and the small pieces of screen state of SPEC §3 that outlive one page. */
export class UiStore {
  fontSize: FontSize = DEFAULT_FONT_SIZE;
  reminder: ReminderId = 'none';
  areaCode: string = DEFAULT_AREA_CODE;
  tabStatus = 0;
  flag = false;
  infoMessage = '';

  constructor() {
    makeAutoObservable(this);
    const storedFont = storage.read(STORAGE_KEYS.fontSize);
    if (isFontSize(storedFont)) this.fontSize = storedFont;
    const storedReminder = storage.read(STORAGE_KEYS.reminder);
    if (isReminder(storedReminder)) this.reminder = storedReminder;
  }

  get locale(): Locale {
    return getLocale();
  }

  setLocale(locale: Locale): void {
    setLocale(locale);
  }

  setFontSize(size: FontSize): void {
    this.fontSize = size;
    storage.write(STORAGE_KEYS.fontSize, size);
  }

  setReminder(reminder: ReminderId): void {
    this.reminder = reminder;
    storage.write(STORAGE_KEYS.reminder, reminder);
  }

  setAreaCode(code: string): void {
    this.areaCode = code;
  }

  setTabStatus(index: number): void {
    this.tabStatus = index;
  }

  setFlag(flag: boolean): void {
    this.flag = flag;
  }

  setInfoMessage(message: string): void {
    this.infoMessage = message;
  }
}
