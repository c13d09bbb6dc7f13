import { Avatar, Card, PageLayout, fullName } from '@food-admin/ui';
import { useAuth } from '@/features/auth/auth-context';

/** The signed-in user's profile as the backend returned it (read-only). */
export function ProfileScreen() {
  const { profile } = useAuth();
  if (!profile) return null;
  const name = fullName(profile);
  const rows: Array<[string, string]> = [
    ['First name', profile.firstName || '—'],
    ['Last name', profile.lastName || '—'],
    ['Email', profile.email || '—'],
    ['Phone', profile.phone || '—'],
    ['Role', profile.role ?? 'No role'],
  ];
  return (
    <PageLayout title="Profile">
      <Card className="profile-card" padding="lg">
        <div className="profile-card__head">
          <Avatar name={name} size="lg" />
          <div>
            <p className="profile-card__name">{name}</p>
            <p className="profile-card__email">{profile.email}</p>
          </div>
        </div>
        <dl className="details-list">
          {rows.map(([label, value]) => (
            <div key={label} className="details-list__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </PageLayout>
  );
}
