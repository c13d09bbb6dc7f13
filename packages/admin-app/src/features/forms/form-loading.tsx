import type { ReactNode } from 'react';
import { Banner, Card, PageLayout, Skeleton } from '@food-admin/ui';

/** Edit forms wait for the entity; a failed load shows the server's message. */
export function FormLoadState({
  title,
  error,
  breadcrumb,
}: {
  title: string;
  error?: string | null;
  breadcrumb?: ReactNode;
}) {
  return (
    <PageLayout title={title} breadcrumb={breadcrumb}>
      {error ? (
        <Banner tone="warning">{error}</Banner>
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
