import type { ActivityItem } from './types';
import { formatMacau } from '@/shared/lib/time';

/** "2026-11-27 14:00 – 16:00", or the end's date too when it ends on another day. */
export function timeRange(item: ActivityItem): string {
  const start = formatMacau(item.startAt ?? item.publishedAt, 'YYYY-MM-DD HH:mm');
  if (!item.endAt) return start;
  const sameDay =
    formatMacau(item.startAt ?? item.publishedAt, 'YYYY-MM-DD') ===
    formatMacau(item.endAt, 'YYYY-MM-DD');
  const end = formatMacau(item.endAt, sameDay ? 'HH:mm' : 'YYYY-MM-DD HH:mm');
  return end ? `${start} – ${end}` : start;
}
