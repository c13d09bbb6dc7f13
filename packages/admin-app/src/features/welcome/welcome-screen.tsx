import { Link } from '@tanstack/react-router';
import { ORDER_STAFF } from '@food-admin/api-client';
import { Banner, PageLayout } from '@food-admin/ui';
import { hasRole } from '@/lib/auth/access';
import { useAuth } from '@/lib/auth/auth-context';
import { useReaches } from '@/lib/auth/grants';
import { MyInvitations } from '@/features/invitations';
import { navigationFor } from '@/shared/layout/navigation';
import { messages as navMessages } from '@/i18n/compiled/en/nav';
import { messages } from '@/i18n/compiled/en/welcome';
import { useT } from '@/i18n/locale-provider';
import { useRecentItems, type RecentItem } from './recent-items';

const KIND_NAMES = {
  Restaurant: 'welcome.kind.restaurant',
  Menu: 'welcome.kind.menu',
} as const satisfies Record<RecentItem['kind'], keyof typeof messages>;

/**
 * The greeting (docs/requirements.md#req-routes-welcome), the invitations to a restaurant team
 * waiting for the person, then where to go next: the sections the
 * role may open, the same as the sidebar's (docs/requirements.md#req-navigation). Someone without a
 * staff role (a customer who signed in here) is told what this site is and what to do instead.
 */
export function WelcomeScreen() {
  const auth = useAuth();
  const { profile } = auth;
  // Staff: every role that works here (ORDER_STAFF: admins, restaurant owners, couriers).
  const isStaff = hasRole(auth, ORDER_STAFF);
  const recent = useRecentItems();
  const t = useT(messages);
  const navT = useT(navMessages);
  const sections = navigationFor(profile?.role, useReaches(), navT)
    .flatMap((section) => section.items)
    .filter((item) => item.to !== '/welcome');
  return (
    <PageLayout
      title={profile?.firstName ? t('welcome.titleNamed', { name: profile.firstName }) : t('welcome.title')}
    >
      <MyInvitations />
      {isStaff ? null : (
        <Banner tone="info" title={t('welcome.notStaff.title')} className="welcome-not-staff">
          <p>{t('welcome.notStaff.what')}</p>
          <p>{t('welcome.notStaff.instead')}</p>
        </Banner>
      )}
      <section aria-labelledby="welcome-next" className="welcome-next">
        <h2 id="welcome-next" className="welcome-next__title">
          {t('welcome.whereNext')}
        </h2>
        <ul className="welcome-next__list">
          {sections.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="welcome-next__link">
                <Icon size={20} aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {recent.length > 0 ? (
        <section aria-labelledby="welcome-recent" className="welcome-next">
          <h2 id="welcome-recent" className="welcome-next__title">
            {t('welcome.recent')}
          </h2>
          <ul className="welcome-recent__list">
            {recent.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <Link to={item.to} className="welcome-recent__link">
                  {item.name}
                </Link>
                <span className="welcome-recent__kind">{t(KIND_NAMES[item.kind])}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageLayout>
  );
}
