import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned, stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Block Escape, outside click and the close button, e.g. while a request is in flight. */
  preventClose?: boolean;
  /** Role alertdialog for destructive confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** Radix Dialog with the kit's look: focus trapped inside, Escape and outside click close it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  preventClose = false,
  role = 'dialog',
  className,
}: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; our dialogs are opened by the app's own buttons
  // (row actions, card buttons), so remember what had focus and give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const strings = useKitStrings();
  const block = (event: Event) => {
    if (preventClose) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (preventClose && !next ? undefined : onOpenChange(next))}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fa-modal__overlay" />
        <Dialog.Content
          role={role}
          className={cx('fa-modal', `fa-modal--${size}`, className)}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
            returnFocusTo.current = null;
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="fa-modal__header">
            <Dialog.Title className="fa-modal__title">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                className="fa-modal__close"
                aria-label={strings.close}
                disabled={preventClose}
              >
                <X size={18} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="fa-modal__description">{description}</Dialog.Description>
          ) : null}
          {children ? <div className="fa-modal__body">{children}</div> : null}
          {footer ? <div className="fa-modal__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
