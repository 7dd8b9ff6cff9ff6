import { makeAutoObservable } from 'mobx';
import { getLocale, setLocale, type Locale } from '@/i18n';
import { DEFAULT_AREA_CODE } from '@/utils/constants';
import { storage, STORAGE_KEYS } from '@/utils/storage';

export type FontSize = 'large' | 'medium' | 'small';
/** Minutes before an event starts; null means no reminder, 0 means at start (SPEC §9). */
export type Reminder = null | 0 | 5 | 10 | 15;
export type ListTab = 'exhibitor' | 'exhibit' | 'other';

const FONT_SIZES: FontSize[] = ['large', 'medium', 'small'];
const REMINDERS: Reminder[] = [null, 0, 5, 10, 15];

/** Preferences and the small pieces of screen state of SPEC §3 that outlive one page. */
export class UiStore {
  fontSize: FontSize = 'medium';
  reminder: Reminder = null;
  areaCode: string = DEFAULT_AREA_CODE;
  tabStatus = 0;
  flag = false;
  infoMessage = '';
  /** Ticked items per list tab of the exhibition layer (SPEC §3 list check statuses). */
  listCheckStatus: Record<ListTab, Array<number | string>> = {
    exhibitor: [],
    exhibit: [],
    other: [],
  };

  constructor() {
    makeAutoObservable(this);
    const storedFont = storage.read<FontSize>(STORAGE_KEYS.fontSize);
    if (storedFont && FONT_SIZES.includes(storedFont)) this.fontSize = storedFont;
    const storedReminder = storage.read<Reminder | 'none'>(STORAGE_KEYS.reminder);
    if (
      storedReminder !== undefined &&
      storedReminder !== 'none' &&
      REMINDERS.includes(storedReminder)
    ) {
      this.reminder = storedReminder;
    }
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

  setReminder(reminder: Reminder): void {
    this.reminder = reminder;
    storage.write(STORAGE_KEYS.reminder, reminder === null ? 'none' : reminder);
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

  toggleChecked(tab: ListTab, id: number | string): void {
    const list = this.listCheckStatus[tab];
    this.listCheckStatus[tab] = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  }

  clearChecked(tab: ListTab): void {
    this.listCheckStatus[tab] = [];
  }
}
