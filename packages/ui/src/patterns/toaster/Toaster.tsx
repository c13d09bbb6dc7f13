import type { CSSProperties } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';
import { useKitStrings } from '../../strings';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** A second line under the message. */
  description?: string;
  /** One button in the toast, e.g. "View" after a save or "Undo" after a delete. */
  action?: ToastAction;
}

export type ToastTone = 'success' | 'error' | 'info';

/** How long a toast stays: long enough to reach its action button by keyboard. */
export const TOAST_DURATION_MS = 6000;

function show(tone: ToastTone, message: string, options: ToastOptions = {}) {
  return sonnerToast[tone](message, {
    description: options.description,
    action: options.action
      ? { label: options.action.label, onClick: () => options.action?.onClick() }
      : undefined,
  });
}

/**
 * The outcome of a create, update or delete. Successes and infos are announced politely; errors
 * assertively (sonner's live region). A toast never replaces an inline error next to the field.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismissAll: () => sonnerToast.dismiss(),
};

// sonner reads its colours from these variables; ours come from the kit's tokens, so toasts follow
// light and dark like every other surface.
const tokenColours = {
  '--normal-bg': 'var(--fa-color-surface)',
  '--normal-text': 'var(--fa-color-text)',
  '--normal-border': 'var(--fa-color-border)',
  '--success-bg': 'var(--fa-color-success-soft)',
  '--success-text': 'var(--fa-color-success-text)',
  '--success-border': 'var(--fa-color-success-border)',
  '--error-bg': 'var(--fa-color-danger-soft)',
  '--error-text': 'var(--fa-color-danger-soft-text)',
  '--error-border': 'var(--fa-color-danger-border)',
  '--info-bg': 'var(--fa-color-info-soft)',
  '--info-text': 'var(--fa-color-info-soft-text)',
  '--info-border': 'var(--fa-color-info-border)',
  '--border-radius': 'var(--fa-radius-lg)',
} as CSSProperties;

export interface ToasterProps {
  /** Where toasts stack: by default bottom-right on desktop, top-center on phones. */
  position?: 'bottom-right' | 'bottom-center' | 'top-right' | 'top-center';
}

// On a phone a stack of toasts at the bottom covers the cards' Edit and Delete buttons (the lists'
// actions sit low on the screen); at the top they cover only the header for a few seconds.
const defaultPosition = (): NonNullable<ToasterProps['position']> =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 40rem)').matches
    ? 'top-center'
    : 'bottom-right';

/** Render once at the app root; `toast.*` calls anywhere show up here. */
export function Toaster({ position = defaultPosition() }: ToasterProps) {
  const strings = useKitStrings();
  return (
    <Sonner
      position={position}
      visibleToasts={3}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      className="fa-toaster"
      style={tokenColours}
      toastOptions={{ className: 'fa-toast', closeButtonAriaLabel: strings.closeToast }}
      containerAriaLabel={strings.notifications}
    />
  );
}
