import type { ActivityItem } from './types';
import { get, OFFLINE, segment } from '@/shared/api/http';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

// Activities are news items in an activity category (server/API.md): the same feed, narrowed.
export const getActivityPage = (query: PageQuery) =>
  get<Paged<ActivityItem>>('/exhibitionNews/appPage', { ...query, kind: 'activity' }, OFFLINE);
export const getActivityDetail = (id: Id) =>
  get<ActivityItem>(`/exhibitionNews/app/${segment(id)}`);
