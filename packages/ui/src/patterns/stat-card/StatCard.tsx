import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { RenderLink } from '../../lib/links';
import { useKitStrings } from '../../strings';
import { Skeleton } from '../../primitives/skeleton';

export interface StatCardProps {
  label: string;
  /** A count (grouped by the strings' `formatCount`: 12,480) or a text already formatted ('$1,204.50'); null or undefined: '—'. */
  value: number | string | null | undefined;
  /** A line under the value, e.g. the change against the previous period. */
  hint?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  /** Makes the whole card a link, rendered by the app's router, e.g. `(p) => <Link to="/admin/users" {...p} />`. */
  renderLink?: RenderLink;
  className?: string;
}

/** A dashboard count. The skeleton keeps the exact box of the loaded card. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  loading = false,
  renderLink,
  className,
}: StatCardProps) {
  const strings = useKitStrings();
  const content = (
    <>
      <div className="fa-stat__top">
        <span className="fa-stat__label">{label}</span>
        {icon ? (
          <span className="fa-stat__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <Skeleton text="3xl" width="4.5rem" />
      ) : (
        <span className="fa-stat__value">
          {value === null || value === undefined
            ? '—'
            : typeof value === 'number'
              ? strings.formatCount(value)
              : value}
        </span>
      )}
      {hint && !loading ? <span className="fa-stat__hint">{hint}</span> : null}
    </>
  );
  const classes = cx('fa-card', 'fa-stat', renderLink && 'fa-stat--link', className);
  return (
    <div className="fa-stat-wrap" aria-busy={loading || undefined}>
      {renderLink && !loading ? (
        renderLink({ className: classes, children: content })
      ) : (
        <div className={classes}>{content}</div>
      )}
    </div>
  );
}
