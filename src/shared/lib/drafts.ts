import { getUserInfo, STORAGE_KEYS, storage } from './storage';

// Issue #21: a session that ends while a form is open (an expired token, a 401) replaces the
// page with login. What the visitor had typed is kept here, under their account and the screen,
// and given back when the same account comes back to the same screen. Nothing is kept for a
// guest, and another account never sees it.

type Drafts = Record<string, { values: unknown; savedAt: number }>;

/** Drafts older than this are dropped rather than restored. */
const DRAFT_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

const openForms = new Map<string, () => unknown>();

function read(): Drafts {
  const stored = storage.read<Drafts>(STORAGE_KEYS.drafts);
  return stored && typeof stored === 'object' ? stored : {};
}

const keyOf = (account: string | number, screen: string) => `${account}:${screen}`;

/** A form on screen tells what it holds now; undefined means nothing worth keeping. */
export function watchDraft(screen: string, current: () => unknown): () => void {
  openForms.set(screen, current);
  return () => {
    if (openForms.get(screen) === current) openForms.delete(screen);
  };
}

/** The request layer calls this before a 401 clears the session. */
export function keepOpenDrafts(now = Date.now()): void {
  const account = getUserInfo()?.id;
  if (account === undefined || openForms.size === 0) return;
  const drafts = read();
  let changed = false;
  for (const [screen, current] of openForms) {
    const values = current();
    if (values === undefined) continue;
    drafts[keyOf(account, screen)] = { values, savedAt: now };
    changed = true;
  }
  if (changed) storage.write(STORAGE_KEYS.drafts, drafts);
}

/** The kept draft of this screen for the signed-in account, once: it is removed as it is taken. */
export function takeDraft<T>(screen: string, now = Date.now()): T | undefined {
  const account = getUserInfo()?.id;
  if (account === undefined) return undefined;
  const drafts = read();
  const key = keyOf(account, screen);
  const draft = drafts[key];
  if (!draft) return undefined;
  delete drafts[key];
  storage.write(STORAGE_KEYS.drafts, drafts);
  return now - draft.savedAt <= DRAFT_MAX_AGE_MS ? (draft.values as T) : undefined;
}
