import type { ActivityItem, ActivityState } from './types';
import type { Locale } from '@/shared/i18n';
import { distanceMeters, formatDistance, type LatLng } from '@/shared/lib/geo';
import { parseServerTime } from '@/shared/lib/time';

/** SPEC §4 not started, in progress, ended; an activity with no end ends with its start day. */
export function activityState(item: ActivityItem, now: number = Date.now()): ActivityState {
  const start = parseServerTime(item.startAt ?? item.publishedAt)?.valueOf();
  const end = parseServerTime(item.endAt)?.valueOf();
  if (start !== undefined && now < start) return 'notStarted';
  if (end !== undefined && now >= end) return 'ended';
  return 'inProgress';
}

const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/gu;

/**
 * The venue in the visitor's language. Venues come as one text, Chinese then Portuguese or
 * English ("塔石藝文館 Tap Seac Gallery"); a Portuguese or English reader gets the Latin part.
 */
export function placeLabel(location: string | undefined, locale: Locale): string {
  const text = (location ?? '').trim();
  if (locale === 'zh-Hant' || locale === 'zh-Hans') return text;
  const latin = text.replace(HAN, ' ').replace(/\s+/g, ' ').trim();
  return /[A-Za-z]/.test(latin) ? latin : text;
}

/** "1.2 km" from the visitor, or '' when the activity or the visitor has no position. */
export function distanceLabel(item: ActivityItem, from: LatLng | undefined): string {
  if (!from || !Number.isFinite(item.latitude) || !Number.isFinite(item.longitude)) return '';
  return formatDistance(
    distanceMeters(from, {
      latitude: item.latitude as number,
      longitude: item.longitude as number,
    }),
  );
}

export const hasPosition = (item: ActivityItem) =>
  Number.isFinite(item.latitude) && Number.isFinite(item.longitude);
