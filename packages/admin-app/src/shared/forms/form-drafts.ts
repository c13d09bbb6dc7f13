/*
 * Unsaved forms kept across a session that ended (docs/requirements.md#req-forms-keep-work): when
 * the session is revoked or expires while a form holds unsaved changes, its values wait here until
 * the same user has signed in again and the page opens again; the form then takes them back.
 *
 * In sessionStorage: this tab only, gone with it. Keyed by the user's uid and the page's address
 * (which names the record), so a draft is only ever offered to the account that typed it, on the
 * page it was typed on. A draft is taken (removed) when the form restores it, so once the form is
 * saved or discarded nothing is left; an asked-for logout drops every draft of the tab.
 */

const PREFIX = 'form-draft:';

/** What is kept of a form. */
export type KeptDraft = {
  values: Record<string, unknown>;
  /** A versioned form's version the values were based on: its next save's If-Match. */
  version?: number;
};

/** Fields that could hold a secret are never written to storage, whatever form they belong to. */
const SECRET_FIELD = /password|secret|token/i;

const keyOf = (uid: string, path: string) => `${PREFIX}${uid}:${path}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: nothing is kept, the session's end loses the form as before.
    return null;
  }
}

/** Keeps `draft` for `uid` on the page `path`. */
export function storeDraft(uid: string, path: string, draft: KeptDraft): void {
  const values = Object.fromEntries(
    Object.entries(draft.values).filter(([name]) => !SECRET_FIELD.test(name)),
  );
  try {
    storage()?.setItem(keyOf(uid, path), JSON.stringify({ ...draft, values }));
  } catch {
    // Storage full: the draft is lost, as it was before drafts were kept.
  }
}

function isDraft(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { values, version } = value as Partial<KeptDraft>;
  return (
    typeof values === 'object' &&
    values !== null &&
    !Array.isArray(values) &&
    (version === undefined || typeof version === 'number')
  );
}

/** Whether a draft waits for `uid` on `path` (a form that opens on demand opens for it). */
export function hasDraft(uid: string, path: string): boolean {
  return storage()?.getItem(keyOf(uid, path)) != null;
}

/** The draft `uid` left on `path`, removed from storage; undefined when there is none (or it is unreadable). */
export function takeDraft(uid: string, path: string): KeptDraft | undefined {
  const store = storage();
  const raw = store?.getItem(keyOf(uid, path));
  if (raw == null) return undefined;
  store?.removeItem(keyOf(uid, path));
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Drops the drafts of every account but `uid` (another account signed in on this tab); all without one. */
export function dropDrafts(keepUid?: string): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX) && (keepUid === undefined || !key.startsWith(keyOf(keepUid, ''))))
      keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/** How a form gives its values to keep and takes kept ones back (`useEntityForm`'s `draft`). */
export type DraftBinding = {
  /** The values as they are now (and a versioned form's version). */
  values: () => KeptDraft;
  /** Puts kept values back over the form's start, as if typed again. */
  restore: (draft: KeptDraft) => void;
  /** Back to where the form started (the restored values discarded). */
  drop: () => void;
};
