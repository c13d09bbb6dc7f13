import { AlertTriangle, CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';
import { Button } from '../../primitives/button';

export type BannerTone = 'warning' | 'error' | 'info';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  /** The message, e.g. an API error's message. */
  children: ReactNode;
  /** e.g. a Retry button. */
  action?: ReactNode;
  /** A failed load that can be tried again: shows a Retry button (the strings' `retry`) when no `action` is given. */
  onRetry?: () => void;
  className?: string;
}

const icons = { warning: AlertTriangle, error: CircleAlert, info: Info } as const;

/** Inline message; errors and warnings are announced (role alert), info politely (role status). */
export function Banner({ tone = 'warning', title, children, action, onRetry, className }: BannerProps) {
  const Icon = icons[tone];
  const strings = useKitStrings();
  const shownAction =
    action ??
    (onRetry ? (
      <Button size="sm" variant="outline" onClick={onRetry}>
        {strings.retry}
      </Button>
    ) : null);
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      className={cx('fa-banner', `fa-banner--${tone}`, className)}
    >
      <Icon className="fa-banner__icon" size={18} aria-hidden="true" />
      <div className="fa-banner__body">
        {title ? <p className="fa-banner__title">{title}</p> : null}
        <div className="fa-banner__message">{children}</div>
      </div>
      {shownAction ? <div className="fa-banner__action">{shownAction}</div> : null}
    </div>
  );
}
