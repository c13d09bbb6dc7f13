import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. an 'Add Restaurant' button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx('fa-empty', className)}>
      <div className="fa-empty__icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </div>
      <p className="fa-empty__title">{title}</p>
      {description ? <p className="fa-empty__description">{description}</p> : null}
      {action ? <div className="fa-empty__action">{action}</div> : null}
    </div>
  );
}
