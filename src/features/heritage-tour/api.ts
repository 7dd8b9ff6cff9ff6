import type { ArSite } from './types';
import { get } from '@/shared/api/http';
import type { Paged, PageQuery } from '@/shared/api/types';

export const getArSitePage = (query: PageQuery) => get<Paged<ArSite>>('/arParam/page', query);
