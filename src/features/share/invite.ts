import { buildQuery } from '@/shared/lib/url';
import { storage } from '@/shared/lib/storage';
import type { ShareContent, SharePayload } from './types';

// SPEC §2: a shared link carries type=share; the sharer's user id rides along as inviter. The
// visitor who opens it keeps the inviter until a vote credits it (the server credits once).

const INVITER_KEY = 'share.inviter';

/** The payload of a share: the item's query, type=share and, when signed in, the sharer's id. */
export function sharePayload(content: ShareContent, sharerId?: number | string): SharePayload {
  const params: Record<string, string | number> = { ...content.query, type: 'share' };
  if (sharerId !== undefined && sharerId !== null && sharerId !== '') params.inviter = sharerId;
  const query = buildQuery(params);
  return {
    title: content.title,
    desc: content.desc ?? '',
    path: `/${content.page}?${query}`,
    query,
    imageUrl: content.imageUrl,
  };
}

/** Called with a page's route parameters: a shared link's inviter is kept for the next vote. */
export function rememberInviter(params: Readonly<Record<string, string | undefined>>): void {
  const id = Number(params.inviter);
  if (params.type === 'share' && Number.isInteger(id) && id > 0) storage.write(INVITER_KEY, id);
}

/** The inviter to send with a vote: never oneself (the server refuses that too). */
export function inviterFor(selfId?: number | string): number | undefined {
  const id = Number(storage.read(INVITER_KEY));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return String(id) === String(selfId) ? undefined : id;
}

/** After a vote carried the inviter: the server has settled it, whatever it answered. */
export function forgetInviter(): void {
  try {
    storage.remove(INVITER_KEY);
  } catch {
    // Nothing kept is nothing to forget.
  }
}
