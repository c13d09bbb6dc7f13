import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/forms';
import { useT } from '@/i18n/locale-provider';

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
  const t = useT(messages);
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
      title={t('forms.leaveTitle')}
      message={t('forms.leaveMessage')}
      confirmLabel={t('forms.leave')}
      cancelLabel={t('forms.stay')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
