import { get, segment } from '@/shared/api/http';
import type { Booth } from '../types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

export const getBooth = (id: Id) => get<Booth>(`/pmm/booth/info/${segment(id)}`);
export const getBoothPage = (query?: PageQuery) => get<Paged<Booth>>('/pmm/booth/info/page', query);
