/*
 * The forms on screen that can hold unsaved changes (each registers through ./leave-guard.tsx).
 * What ends the session asks them, as leaving by a link does (docs/requirements.md#req-forms-keep-work):
 * a logout asks each form with unsaved changes first, and a session that ends without one (revoked,
 * expired, signed out in another tab) keeps their values as drafts (./form-drafts.ts).
 *
 * Module state rather than React context: the account menu and the command palette that log out,
 * and the auth provider that sees the session end, sit outside the forms' part of the tree.
 */

export type OpenForm = {
  hasUnsavedChanges: () => boolean;
  /** Asks as leaving by a link does; resolves true to leave (the form has then discarded its changes). */
  askToLeave: () => Promise<boolean>;
  /** Keeps the unsaved values for `uid`, to give them back once they have signed in again. */
  keepDraft: (uid: string) => void;
};

const openForms = new Set<OpenForm>();

/** Adds a form while it is on screen; the answer removes it. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => openForms.delete(form);
}

/** Asks every form with unsaved changes, one at a time; true when none is left with any (leave), false at the first Stay. */
export async function confirmLeavingForms(): Promise<boolean> {
  for (const form of [...openForms]) {
    if (form.hasUnsavedChanges() && !(await form.askToLeave())) return false;
  }
  return true;
}

/** The session of `uid` ended: every form with unsaved changes keeps them as a draft. */
export function keepUnsavedDrafts(uid: string): void {
  for (const form of openForms) if (form.hasUnsavedChanges()) form.keepDraft(uid);
}
