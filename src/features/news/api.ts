import { get, OFFLINE, segment } from '@/shared/api/http';
import type {
  Advert,
  LayoutBlock,
  NewsCategory,
  NewsItem,
  NewsPageQuery,
  NewsStory,
  NewsWord,
} from './types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

// SPEC §7 has no activity calls: activities are news items whose category is of kind 'activity'.
// The activity zone (features/activities/api.ts) reads the same feed with kind=activity, so one
// table and one admin screen serve both and an activity can be promoted to news by changing its
// category.

export const getNewsPage = (query?: NewsPageQuery) =>
  get<Paged<NewsItem>>('/exhibitionNews/appPage', query, OFFLINE);
/** The signed-in visitor's feed (same shape; the server may mark read or favourite items). */
export const getUserNewsPage = (query?: NewsPageQuery) =>
  get<Paged<NewsItem>>('/exhibitionNews/user/appPage', query);
/** A story once opened is kept for reading offline too (issue #21), within the cache's limits. */
export const getNewsDetail = (id: Id) =>
  get<NewsStory>(`/exhibitionNews/app/${segment(id)}`, undefined, OFFLINE);
export const getNewsCategories = (query?: { kind?: 'news' | 'activity' }) =>
  get<NewsCategory[]>('/newsCategory/list', query, OFFLINE);
export const getAdvertsByType = (typeId: Id) =>
  get<Advert[]>(`/news/sysAdvert/getType/${segment(typeId)}`);
export const getLayoutPage = (query?: PageQuery & { code?: string }) =>
  get<Paged<LayoutBlock>>('/layout/management/page', query, OFFLINE);
export const getNewsWordPage = (query?: PageQuery) =>
  get<Paged<NewsWord>>('/news/word/page', query);
