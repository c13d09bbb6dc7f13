import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useLocation } from '@tanstack/react-router';
import { Banner, Button, ConfirmDialog } from '@food-admin/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/forms';
import { useT } from '@/i18n/locale-provider';
import { hasDraft, storeDraft, takeDraft, type DraftBinding } from './form-drafts';
import { registerOpenForm } from './open-forms';

type LeaveGuardOptions = {
  /** Asked at the moment of leaving (a link, Back, Cancel, closing the tab, a logout). */
  hasUnsavedChanges: () => boolean;
  /** Drops the changes on purpose (Leave, or a logout the user confirmed): leaving then does not ask. */
  discard: () => void;
  /** How the form's values are kept when the session ends, and taken back after signing in again. */
  draft?: DraftBinding | undefined;
  /** Where focus goes once restored changes are discarded (the notice's button is gone), e.g. the first field. */
  focusAfterDrop?: () => void;
};

/** The page's address as the sign-in's return keeps it: path and search (the record and the form's options). */
const useAddress = () => useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });

/**
 * Whether changes kept when the session ended wait for this user on this page: a form that opens
 * on demand (the profile's) opens at once, and its guard then restores them.
 */
export function useKeptDraftWaits(): boolean {
  const { profile, isLoggedIn } = useAuth();
  const address = useAddress();
  return isLoggedIn && profile !== null && hasDraft(profile.uid, address);
}

/**
 * The one guard of a form's unsaved changes (docs/requirements.md#req-forms-keep-work):
 *
 * - leaving the form by a link, Back or Cancel asks first with the kit's dialog (Stay or Leave);
 *   closing or reloading the tab gets the browser's own prompt;
 * - a logout asks the same question (./open-forms.ts); Leave discards and logs out, Stay stays;
 * - when the session ends without a logout (revoked, expired), the values are kept for this user
 *   and page (./form-drafts.ts); once they have signed in again and are back, the form shows them
 *   with "Your unsaved changes were restored" and a way to discard them.
 *
 * A clean form, or one just saved, leaves without asking and keeps nothing. Returns the dialog (put
 * anywhere in the form's tree) and the restored notice (above the form, null when nothing was restored).
 */
export function useLeaveGuard({ hasUnsavedChanges, discard, draft, focusAfterDrop }: LeaveGuardOptions): {
  dialog: ReactNode;
  restoredNotice: ReactNode;
} {
  const t = useT(messages);
  const { profile, isLoggedIn } = useAuth();
  const address = useAddress();
  const blocker = useBlocker({
    shouldBlockFn: hasUnsavedChanges,
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  // A logout's question, answered by the same dialog.
  const [logoutAnswer, setLogoutAnswer] = useState<((leave: boolean) => void) | null>(null);
  const [restored, setRestored] = useState(false);

  // The registry reads the latest of everything, while the registration stays the same.
  const latest = useRef({ hasUnsavedChanges, discard, draft, address });
  latest.current = { hasUnsavedChanges, discard, draft, address };

  useEffect(
    () =>
      registerOpenForm({
        hasUnsavedChanges: () => latest.current.hasUnsavedChanges(),
        askToLeave: () =>
          new Promise<boolean>((resolve) => {
            let answered = false;
            // Leave also closes the dialog: the first answer counts.
            setLogoutAnswer(() => (leave: boolean) => {
              if (answered) return;
              answered = true;
              setLogoutAnswer(null);
              if (leave) latest.current.discard();
              resolve(leave);
            });
          }),
        keepDraft: (uid) => {
          const kept = latest.current.draft;
          if (kept) storeDraft(uid, latest.current.address, kept.values());
        },
      }),
    [],
  );

  // Back on the page after signing in again: the changes the ended session left, if any.
  const uid = isLoggedIn ? profile?.uid : undefined;
  useEffect(() => {
    if (uid === undefined || !latest.current.draft) return;
    const kept = takeDraft(uid, latest.current.address);
    if (!kept) return;
    latest.current.draft.restore(kept);
    // Nothing differs from the record as it is now: nothing to say.
    if (latest.current.hasUnsavedChanges()) setRestored(true);
  }, [uid]);

  const dialog = (
    <ConfirmDialog
      open={blocker.status === 'blocked' || logoutAnswer !== null}
      onOpenChange={(open) => {
        if (open) return;
        if (logoutAnswer) logoutAnswer(false);
        else blocker.reset?.();
      }}
      title={t('forms.leaveTitle')}
      message={t('forms.leaveMessage')}
      confirmLabel={t('forms.leave')}
      cancelLabel={t('forms.stay')}
      onConfirm={() => {
        if (logoutAnswer) logoutAnswer(true);
        else blocker.proceed?.();
      }}
    />
  );

  const restoredNotice = restored ? (
    <Banner
      tone="info"
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            latest.current.draft?.drop();
            setRestored(false);
            focusAfterDrop?.();
          }}
        >
          {t('forms.restoredDiscard')}
        </Button>
      }
    >
      {t('forms.restored')}
    </Banner>
  ) : null;

  return { dialog, restoredNotice };
}
