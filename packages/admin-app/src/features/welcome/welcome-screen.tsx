import { PageLayout } from '@food-admin/ui';
import { useAuth } from '../auth/auth-context';

/** SPEC section 2: the welcome page is empty apart from its greeting. */
export function WelcomeScreen() {
  const { profile } = useAuth();
  return <PageLayout title={`Welcome${profile?.firstName ? `, ${profile.firstName}` : ''}`} />;
}
