import type { ReactNode } from 'react';
import { Card, PageLayout, Skeleton } from '@food-admin/ui';
import { LoadError } from '@/shared/layout/load-error';

/**
 * Edit forms wait for the entity; a failed load shows the server's message with Retry (unless the
 * record does not exist) and the way back to its list.
 */
export function FormLoadState({
  title,
  error,
  onRetry,
  back,
  breadcrumb,
}: {
  title: string;
  /** The failed read (or our own message); none while loading. */
  error?: unknown;
  onRetry?: () => void;
  back: ReactNode;
  breadcrumb?: ReactNode;
}) {
  return (
    <PageLayout title={title} breadcrumb={breadcrumb}>
      {error ? (
        <LoadError error={error} onRetry={onRetry} back={back} />
      ) : (
        <Card padding="lg" className="entity-form" aria-busy="true">
          <Skeleton text="sm" width="30%" />
          <Skeleton height="2.5rem" />
          <Skeleton text="sm" width="30%" />
          <Skeleton height="2.5rem" />
          <Skeleton text="sm" width="30%" />
          <Skeleton height="6rem" />
        </Card>
      )}
    </PageLayout>
  );
}
