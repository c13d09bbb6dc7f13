import { Link } from '@tanstack/react-router';
import type { Role } from '@food-admin/api-client';
import { Button, EmptyState, PageLayout } from '@food-admin/ui';

export function NotAllowedScreen({ role }: { role: Role | null }) {
  return (
    <PageLayout title="Not allowed">
      <EmptyState
        title="You are not allowed to open this page"
        description={
          role
            ? `Your account has the ${role} role, which does not give access to this page.`
            : 'Your account has no role yet, which does not give access to this page.'
        }
        action={
          <Button asChild>
            <Link to="/welcome">Go to the welcome page</Link>
          </Button>
        }
      />
    </PageLayout>
  );
}
