import { get, segment } from '@/shared/api/http';
import type { Exhibit, ExhibitCategory } from '../types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

export const getExhibit = (id: Id) => get<Exhibit>(`/em/exhibitInfo/info/${segment(id)}`);
export const getExhibitPage = (query?: PageQuery & { categoryId?: Id; keyword?: string }) =>
  get<Paged<Exhibit>>('/em/exhibitInfo/info/page', query);
export const getExhibitCategories = () => get<ExhibitCategory[]>('/em/categoryInfo/list');
