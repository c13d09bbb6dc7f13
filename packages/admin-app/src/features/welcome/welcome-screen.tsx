import { Link } from '@tanstack/react-router';
import { PageLayout } from '@food-admin/ui';
import { useAuth } from '@/features/auth/auth-context';
import { navigationFor } from '@/features/layout/navigation';
import { messages } from '@/i18n/compiled/en/nav';
import { useT } from '@/i18n/locale-provider';
import { useRecentItems } from './recent-items';

/**
 * The greeting (docs/requirements.md#req-routes-welcome), then where to go next: the sections the
 * role may open, the same as the sidebar's (docs/requirements.md#req-navigation).
 */
export function WelcomeScreen() {
  const { profile } = useAuth();
  const recent = useRecentItems();
  const t = useT(messages);
  const sections = navigationFor(profile?.role, t)
    .flatMap((section) => section.items)
    .filter((item) => item.to !== '/welcome');
  return (
    <PageLayout title={`Welcome${profile?.firstName ? `, ${profile.firstName}` : ''}`}>
      <section aria-labelledby="welcome-next" className="welcome-next">
        <h2 id="welcome-next" className="welcome-next__title">
          Where to next
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
            Recently opened
          </h2>
          <ul className="welcome-recent__list">
            {recent.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <Link to={item.to} className="welcome-recent__link">
                  {item.name}
                </Link>
                <span className="welcome-recent__kind">{item.kind}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageLayout>
  );
}
