import { PageLayout } from '@food-admin/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/profile';
import { useT } from '@/i18n/locale-provider';
import { ChangePassword } from './change-password';
import { ProfileDetails } from './profile-details';

/** /profile: the signed-in user's own details, editable (name, phone), and their password. */
export function ProfileScreen() {
  const { profile } = useAuth();
  const t = useT(messages);
  if (!profile) return null;
  return (
    <PageLayout title={t('profile.title')}>
      <ProfileDetails profile={profile} />
      <ChangePassword />
    </PageLayout>
  );
}
