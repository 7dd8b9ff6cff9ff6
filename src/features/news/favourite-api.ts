import { del, post } from '@/shared/api/http';
import type { Id } from '@/shared/api/types';

// A kept story is a footprint of kind 'collect' (server/API.md "Favourites", SPEC §7 POST and
// DELETE /crm/userFootprint). Only the story's screen loads this, not the news tab.

/** Keeps the story; answers the favourite's id (the same one again when it is kept already). */
export const keepStory = (targetId: Id) =>
  post<{ id: Id }>('/crm/userFootprint', { type: 'news', targetId, kind: 'collect' });

/** Takes a favourite off the list, by the id the story or the favourites page gave. */
export const dropFavourite = (favouriteId: Id) => del<null>('/crm/userFootprint', [favouriteId]);
