import { buildQuery } from '@/shared/lib/url';
import { storage } from '@/shared/lib/storage';
import type { ShareContent, SharePayload } from './types';

// SPEC §2: a shared link carries type=share; the sharer's user id rides along as inviter, and
// their invitation code as code (a helper parameter of SPEC §2). The visitor who opens it keeps
// the inviter until a vote credits it (the server credits once), and the code for registration,
// which alone earns the "invite a friend to register" reward (issue #21).

const INVITER_KEY = 'share.inviter';
const INVITATION_CODE_KEY = 'share.invitationCode';
const INVITATION_CODE = /^[A-Za-z0-9]{4,16}$/;

/** An invitation code as the server issues them: 4-16 letters and digits. */
export const isInvitationCode = (code: string) => INVITATION_CODE.test(code);

/**
 * The payload of a share: the item's query, type=share and, when signed in, the sharer's id and
 * invitation code.
 */
export function sharePayload(
  content: ShareContent,
  sharerId?: number | string,
  sharerCode?: string,
): SharePayload {
  const params: Record<string, string | number> = { ...content.query, type: 'share' };
  if (sharerId !== undefined && sharerId !== null && sharerId !== '') params.inviter = sharerId;
  if (sharerCode && isInvitationCode(sharerCode)) params.code = sharerCode;
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
  if (params.type !== 'share') return;
  const id = Number(params.inviter);
  if (Number.isInteger(id) && id > 0) storage.write(INVITER_KEY, id);
  if (params.code && isInvitationCode(params.code)) storage.write(INVITATION_CODE_KEY, params.code);
}

/** The invitation code of the last shared link this visitor opened, for the registration form. */
export function sharedInvitationCode(): string {
  const code = storage.read<string>(INVITATION_CODE_KEY);
  return typeof code === 'string' && isInvitationCode(code) ? code : '';
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
