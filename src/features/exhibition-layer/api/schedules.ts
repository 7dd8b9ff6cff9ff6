import { get, post, segment } from '@/shared/api/http';
import type { Guest, LooseBody, Schedule, WeeklyActivity } from '../types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

const ROOT = '/acc/scheduleManagement';

export const getScheduleDetail = (id: Id) => get<Schedule>(`${ROOT}/publicDetail/${segment(id)}`);
export const getScheduleGuestPage = (query?: PageQuery & LooseBody) =>
  get<Paged<Guest>>(`${ROOT}/public/guestPage`, query);
export const getLinkedGuestPage = (query?: PageQuery & LooseBody) =>
  get<Paged<Guest>>(`${ROOT}/linkGuestPage`, query);
export const getLinkedSchedulePage = (query?: PageQuery & LooseBody) =>
  get<Paged<Schedule>>(`${ROOT}/public/linkPage`, query);
export const getPublicSchedules = (query?: LooseBody) => get<Schedule[]>(`${ROOT}/public`, query);
export const applySchedule = (body: LooseBody) => post(`${ROOT}/saveApply`, body);
export const signInSchedule = (body: LooseBody) => post(`${ROOT}/saveSign`, body);

/** SPEC §7 writes this path without a leading slash; it is base-relative like the rest. */
export const getMyWeeklyActivities = (query?: PageQuery) =>
  get<Paged<WeeklyActivity>>('/acc/weeklyActivity/mine', query);
