import Taro from '@tarojs/taro';
import { isWeapp } from '@/features/location';
import type { Id } from '@/shared/api/types';
import { REMINDER_OPTIONS, type ReminderId } from '@/shared/lib/constants';
import { STORAGE_KEYS, storage } from '@/shared/lib/storage';
import { parseServerTime } from '@/shared/lib/time';

// The reminder of each activity (SPEC §9 options). The server keeps no reminders, so the choice
// stays on this device; on the mini-program a reminder also goes into the phone's calendar with
// the alarm the visitor chose, since WeChat has no local notifications. The choices are the
// device's: logout and a 401 keep them (storage.ts DEVICE_KEYS, issue #21).
export const ACTIVITY_REMINDERS_KEY = STORAGE_KEYS.activityReminders;

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

/** 20261125T151500Z: an iCalendar UTC time. */
const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text escaped for an iCalendar value (RFC 5545 §3.3.11). */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

export interface CalendarEvent {
  id: Id;
  title: string;
  place?: string;
  startAt?: string;
  endAt?: string;
}

/**
 * H5 (issue #21): a browser cannot remind anyone by itself, so the reminder is offered as an
 * .ics calendar file with an alarm the chosen minutes before the start; undefined when there is
 * nothing to remind of (no start, or "none").
 */
export function calendarFile(
  event: CalendarEvent,
  reminder: ReminderId,
  now = Date.now(),
): string | undefined {
  const minutes = REMINDER_OPTIONS.find((option) => option.id === reminder)?.minutes;
  const start = parseServerTime(event.startAt);
  if (minutes === null || minutes === undefined || !start) return undefined;
  const end = parseServerTime(event.endAt);
  const startMs = start.valueOf();
  const endMs = end && end.valueOf() > startMs ? end.valueOf() : startMs + 3600_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Victory 80 Macau//Activities//EN',
    'BEGIN:VEVENT',
    `UID:activity-${event.id}@victory80`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(startMs)}`,
    `DTEND:${icsTime(endMs)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.place ? [`LOCATION:${icsText(event.place)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(event.title)}`,
    `TRIGGER:-PT${minutes}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** H5: hands the calendar file to the browser (a download the phone opens in its calendar). */
export function downloadCalendarFile(name: string, text: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
