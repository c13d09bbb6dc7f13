import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '@food-admin/ui';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_MESSAGE = 'Your changes to this form have not been saved and will be lost.';

type LeaveGuardProps = {
  /** Asked at the moment of leaving (a link, Back, Cancel, closing the tab). */
  hasUnsavedChanges: () => boolean;
};

/**
 * Leaving a form with unsaved changes asks first (docs/requirements.md#req-forms-keep-work): in
 * the app with the kit's dialog (Stay or Leave), when closing or reloading the tab with the
 * browser's own prompt. A clean form, or one just saved, leaves without asking.
 */
export function LeaveGuard({ hasUnsavedChanges }: LeaveGuardProps) {
  const blocker = useBlocker({
    shouldBlockFn: hasUnsavedChanges,
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={LEAVE_TITLE}
      message={LEAVE_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
