import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Banner, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';

/** A titled part of the page. */
export function Panel({
  id,
  title,
  footer,
  children,
}: {
  id: string;
  title: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="detail-panel" aria-labelledby={id}>
      <h2 id={id} className="detail-panel__title">
        {title}
      </h2>
      {children}
      {footer ? <p className="detail-panel__footer">{footer}</p> : null}
    </section>
  );
}

/** A part's own read: placeholders while it loads, its error with Retry, its empty text, or its rows. */
export function PanelBody<T>({
  query,
  rows,
  empty,
  children,
}: {
  query: UseQueryResult<unknown>;
  rows: readonly T[] | undefined;
  empty: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const texts = useApiTexts();
  if (query.isError)
    return (
      <Banner tone="warning" onRetry={() => void query.refetch()}>
        {texts.error(query.error)}
      </Banner>
    );
  if (rows === undefined)
    return (
      <div className="detail-panel__loading" aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  if (rows.length === 0) return <p className="detail-panel__empty">{empty}</p>;
  return children(rows);
}
