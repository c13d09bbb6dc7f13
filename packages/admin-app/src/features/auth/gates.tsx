import type { ReactNode } from 'react';
import type { Permission, Role } from '@food-admin/api-client';
import { PageLayout, Skeleton } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';
import { hasRole } from '@/lib/auth/access';
import { useAuth } from '@/lib/auth/auth-context';
import { useGrants } from '@/lib/auth/grants';
import { NotAllowedScreen } from './not-allowed-screen';

/*
 * The pages' gates by role and by permission, in one module: every gated route loads it, and one
 * chunk costs less than three (bench/bundle-budget.mjs). OwnerGate, which reads the page's
 * restaurant, is beside it.
 */

type RoleGateProps = { roles: readonly Role[]; children: ReactNode };

/** Shows the page only to the given roles; everyone else gets a clear 'not allowed' page, same URL. */
export function RoleGate({ roles, children }: RoleGateProps) {
  const auth = useAuth();
  if (hasRole(auth, roles)) return <>{children}</>;
  return <NotAllowedScreen role={auth.profile?.role ?? null} />;
}

type PermissionGateProps = {
  /**
   * What opens the page: the permission its endpoints ask (the contract's declaration), held
   * platform-wide or, for a restaurant permission, on at least one restaurant; any one of several.
   */
  permission: Permission | readonly Permission[];
  children: ReactNode;
};

/**
 * Shows the page to whoever holds `permission` (docs/requirements.md#req-permissions): an admin by
 * their role, a restaurant account by ownership or a membership. Everyone else gets the app's "Not
 * allowed" page at the same address (the server refuses them too). A restaurant account's
 * memberships are waited for before refusing; the route's loader starts the page's reads only for
 * the same people (lib/auth/grants.ts#prefetchIfReaching).
 */
export function PermissionGate({ permission, children }: PermissionGateProps) {
  const { profile } = useAuth();
  const { ready, reaches } = useGrants();
  const opening: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  if (opening.some(reaches)) return <>{children}</>;
  if (!ready) return <GateLoading />;
  return <NotAllowedScreen role={profile?.role ?? null} />;
}

/**
 * A gated page while what decides it loads (the person's memberships, the page's restaurant). The
 * heading says what is loading in words too: a heading that holds only a skeleton is empty to a
 * screen reader (axe's empty-heading). (LoadingTitle's markup, written out: importing it would add
 * its chunk to the entry's preload map of every gated route.)
 */
export function GateLoading() {
  const t = useT(messages);
  return (
    <PageLayout
      title={
        <>
          <Skeleton text="lg" width="14rem" />
          <span className="fa-visually-hidden">{t('layout.loading')}</span>
        </>
      }
    >
      <span className="fa-visually-hidden" role="status">
        {t('layout.loading')}
      </span>
    </PageLayout>
  );
}
