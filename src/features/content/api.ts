import { get, OFFLINE, segment } from '@/shared/api/http';
import type { Asset, Carousel, Channel, PageInfo, Poster, RoomUserToken } from './types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';
import type { ExhibitionInfo } from '@/features/dict';

/** The programme's own record (SPEC §3 exhibition info): home reads it at launch. */
export const getExhibitionInfo = () => get<ExhibitionInfo>('/exhibition/public/info');

export const getPosterAppPage = (query?: PageQuery) =>
  get<Paged<Poster>>('/poster/expand/appPage', query, OFFLINE);
/** The poster image used when sharing (e.g. a contest entry). */
export const getPosterShare = (query?: { id?: Id; type?: string }) =>
  get<Poster>('/poster/expand/share', query);
export const getCarouselPage = (query?: PageQuery & { position?: string }) =>
  get<Paged<Carousel>>('/carousel/info/page', query, OFFLINE);
/** Use the ids of fixed-ids.ts (PAGE_INFO_IDS). */
export const getPageInfo = (id: Id) => get<PageInfo>(`/pageInfo/${segment(id)}`);
export const getAssetView = (query: { id: Id }) => get<Asset>('/dm/assetLibrary/view', query);
export const getChannels = (query?: PageQuery) => get<Channel[]>('/pmm/channel', query);
export const getRoomUserToken = (query: { roomId: string; roomType?: string }) =>
  get<RoomUserToken>('/sound/meeting/getRoomUserToken', query);
