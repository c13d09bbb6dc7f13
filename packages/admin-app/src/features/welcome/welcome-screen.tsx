import { PageLayout } from '@food-admin/ui';
import { useAuth } from '@/features/auth/auth-context';

/** The welcome page is empty apart from its greeting (docs/requirements.md#req-routes-welcome). */
export function WelcomeScreen() {
  const { profile } = useAuth();
  return <PageLayout title={`Welcome${profile?.firstName ? `, ${profile.firstName}` : ''}`} />;
}
