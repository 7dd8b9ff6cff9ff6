import type { Activity } from '@/features/news';

/** An activity with the venue's coordinates when the server knows them (distance, map). */
export interface ActivityItem extends Activity {
  latitude?: number;
  longitude?: number;
}

export type ActivityState = 'notStarted' | 'inProgress' | 'ended';
