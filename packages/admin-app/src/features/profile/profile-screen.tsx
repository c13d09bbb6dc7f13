import { PageLayout } from '@food-admin/ui';
import { useAuth } from '@/features/auth/auth-context';
import { ChangePassword } from './change-password';
import { ProfileDetails } from './profile-details';

/** /profile: the signed-in user's own details, editable (name, phone), and their password. */
export function ProfileScreen() {
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <PageLayout title="Profile">
      <ProfileDetails profile={profile} />
      <ChangePassword />
    </PageLayout>
  );
}
