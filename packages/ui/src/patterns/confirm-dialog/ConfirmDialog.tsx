import { useEffect, type ReactNode } from 'react';
import { useAsyncAction } from '../../lib/use-async-action';
import { useKitStrings } from '../../strings';
import { Banner } from '../banner';
import { Button } from '../../primitives/button';
import { Modal } from '../../primitives/modal';

/** The required English title (the strings' `confirmDeletion` by default). */
export const CONFIRM_DELETION_TITLE = 'Confirm deletion';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs on Confirm. If it returns a promise the dialog is busy until it settles, closes when it
   * resolves and shows the error message (staying open) when it rejects.
   */
  onConfirm: () => unknown;
  /** What will be deleted, e.g. 'Delete “Pizza Palace”? This cannot be undone.' (default: the strings' `cannotBeUndone`). */
  message?: ReactNode;
  /** Defaults to the required 'Confirm deletion' text, the strings' `confirmDeletion` (docs/requirements.md#req-confirm-delete). */
  title?: ReactNode;
  /** Controlled busy state (e.g. a mutation's isPending), in addition to the promise tracking. */
  busy?: boolean;
  /** Controlled error text (e.g. a mutation's error message). */
  error?: string | null;
  /** The confirming button's text (default: the strings' `confirm`, 'Confirm'), e.g. 'Leave'. */
  confirmLabel?: string;
  /** The other button's text (default: the strings' `cancel`, 'Cancel'), e.g. 'Stay'. */
  cancelLabel?: string;
}

/** Every delete asks for confirmation in a modal titled 'Confirm deletion' with Confirm and Cancel (docs/requirements.md#req-confirm-delete). */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  message,
  title,
  busy = false,
  error,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const strings = useKitStrings();
  const action = useAsyncAction();
  const { reset } = action;
  const isBusy = busy || action.pending;
  const shownError = error ?? action.error;

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? strings.confirmDeletion}
      description={message ?? strings.cannotBeUndone}
      size="sm"
      role="alertdialog"
      preventClose={isBusy}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
            {cancelLabel ?? strings.cancel}
          </Button>
          <Button
            variant="danger"
            loading={isBusy}
            onClick={async () => {
              const result = onConfirm();
              if (result instanceof Promise) {
                const ok = await action.run(() => result);
                if (ok) onOpenChange(false);
              }
            }}
          >
            {confirmLabel ?? strings.confirm}
          </Button>
        </>
      }
    >
      {shownError ? <Banner tone="error">{shownError}</Banner> : null}
    </Modal>
  );
}
