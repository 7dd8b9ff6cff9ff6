import Taro from '@tarojs/taro';
import { isWeapp } from '@/features/location';
import type { Id } from '@/shared/api/types';
import { REMINDER_OPTIONS, type ReminderId } from '@/shared/lib/constants';
import { storage } from '@/shared/lib/storage';
import { parseServerTime } from '@/shared/lib/time';

// The reminder of each activity (SPEC §9 options). The server keeps no reminders, so the choice
// stays on this device; on the mini-program a reminder also goes into the phone's calendar with
// the alarm the visitor chose, since WeChat has no local notifications.
export const ACTIVITY_REMINDERS_KEY = 'activityReminders';

type Stored = Record<string, ReminderId>;

const isReminderId = (value: unknown): value is ReminderId =>
  REMINDER_OPTIONS.some((option) => option.id === value);

export function readActivityReminder(id: Id, fallback: ReminderId = 'none'): ReminderId {
  const stored = storage.read<Stored>(ACTIVITY_REMINDERS_KEY);
  const value = stored && typeof stored === 'object' ? stored[String(id)] : undefined;
  return isReminderId(value) ? value : fallback;
}

export function writeActivityReminder(id: Id, reminder: ReminderId): void {
  const stored = storage.read<Stored>(ACTIVITY_REMINDERS_KEY);
  const next: Stored = { ...(stored && typeof stored === 'object' ? stored : {}) };
  next[String(id)] = reminder;
  storage.write(ACTIVITY_REMINDERS_KEY, next);
}

/** Puts the activity in the phone's calendar (mini-program only); a refusal changes nothing. */
export async function addToPhoneCalendar(
  title: string,
  startAt: string | undefined,
  reminder: ReminderId,
): Promise<void> {
  if (!isWeapp()) return;
  const minutes = REMINDER_OPTIONS.find((option) => option.id === reminder)?.minutes;
  const start = parseServerTime(startAt);
  if (minutes === null || minutes === undefined || !start) return;
  try {
    await Taro.addPhoneCalendar({
      title,
      startTime: Math.floor(start.valueOf() / 1000),
      alarm: true,
      alarmOffset: minutes * 60,
    });
  } catch {
    // The visitor said no to the calendar: the choice is still kept on this device.
  }
}
