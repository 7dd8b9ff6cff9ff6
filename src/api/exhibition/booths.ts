import { get, segment } from '../http';
import type { Booth, Id, Paged, PageQuery } from '../types';

export const getBooth = (id: Id) => get<Booth>(`/pmm/booth/info/${segment(id)}`);
export const getBoothPage = (query?: PageQuery) => get<Paged<Booth>>('/pmm/booth/info/page', query);
