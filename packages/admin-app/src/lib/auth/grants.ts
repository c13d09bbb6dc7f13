import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  grantsOf,
  permits,
  reachesNone,
  reachOf,
  type ApiClient,
  type Grants,
  type MyPermissions,
  type Permission,
  type RestaurantOfCheck,
  type Role,
} from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { useApi } from '@/lib/api-context';
import { prefetch } from '@/lib/prefetch';
import { useAuth } from './auth-context';

/*
 * What the signed-in person may do (docs/requirements.md#req-permissions), to hide what the server
 * would refuse: the role's grants at once, and a restaurant account's memberships once they are
 * read (GET /api/me/permissions, once per session and again when their memberships change). The
 * same contract functions decide on the server, so the app and the API cannot disagree.
 */

/** The caller's memberships. Only restaurant accounts hold any: an admin holds everything by role. */
export const myPermissionsQuery = (api: ApiClient) => ({
  ...apiQuery(api, 'profile.permissions'),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The grants of a person of `role` with the memberships `held` (undefined until read). A restaurant
 * account that owns nothing but is on teams holds the Owner set nowhere, so what only owners reach
 * is hidden from it; one with neither (a new account) keeps the owner's pages, to start a restaurant.
 */
function grantsHeld(role: Role, held: MyPermissions | undefined): Grants {
  const all = grantsOf(role, held?.memberships);
  const teamOnly = held !== undefined && held.ownedRestaurantIds.length === 0 && held.memberships.length > 0;
  return teamOnly ? { ...all, owned: new Set<Permission>() } : all;
}

/** Whether `grants` hold `permission` on at least one restaurant, or platform-wide. */
const reaches = (grants: Grants, permission: Permission) => !reachesNone(reachOf(grants, permission));

/**
 * The signed-in person's grants: their role's, and their memberships' once known; `reaches` says
 * whether they hold a permission on at least one restaurant (or platform-wide).
 */
export function useGrants(): {
  id: number | undefined;
  grants: Grants;
  ready: boolean;
  reaches: (permission: Permission) => boolean;
} {
  const api = useApi();
  const { profile } = useAuth();
  const role = profile?.role ?? 'CUSTOMER';
  const held = useQuery({ ...myPermissionsQuery(api), enabled: role === 'RESTAURANT' }).data;
  const grants = useMemo(() => grantsHeld(role, held), [role, held]);
  // A restaurant account's memberships may add to its role's grants: a refusal waits for them.
  return {
    id: profile?.id,
    grants,
    ready: role !== 'RESTAURANT' || held !== undefined,
    reaches: (permission) => reaches(grants, permission),
  };
}

/**
 * A loader's start that depends on what the person reaches (an admin or a restaurant account; the
 * others open no back-office page): `start` is given their reach, once a restaurant account's
 * memberships are read (the page's gate waits for them anyway, once per session).
 */
export function prefetchWithReach(
  queryClient: QueryClient,
  api: ApiClient,
  role: Role | null | undefined,
  start: (reachesHeld: (permission: Permission) => boolean) => void,
): void {
  if (role !== 'ADMIN' && role !== 'RESTAURANT') return;
  const startWith = (held: MyPermissions | undefined) => {
    const grants = grantsHeld(role, held);
    start((permission) => reaches(grants, permission));
  };
  if (role === 'RESTAURANT') prefetch(queryClient.ensureQueryData(myPermissionsQuery(api)).then(startWith));
  else startWith(undefined);
}

/**
 * A loader's start for a page that `permission` opens (features/auth PermissionGate): `start` runs
 * only for people who reach it, so no page starts reads the server would refuse.
 */
export const prefetchIfReaching = (
  queryClient: QueryClient,
  api: ApiClient,
  role: Role | null | undefined,
  permission: Permission,
  start: () => void,
): void =>
  prefetchWithReach(queryClient, api, role, (reachesHeld) => {
    if (reachesHeld(permission)) start();
  });

/** `can(permission, restaurant?)` for the signed-in person, as the server's check decides it. */
export function useCan(): (permission: Permission, restaurant?: RestaurantOfCheck) => boolean {
  const { id, grants } = useGrants();
  // Without an id (a profile stored before ids were), nothing is theirs by ownership: NaN is no one's.
  return (permission, restaurant) => permits(grants, id ?? Number.NaN, permission, restaurant);
}

/** Whether the signed-in person holds a permission on at least one restaurant (or platform-wide). */
export function useReaches(): (permission: Permission) => boolean {
  return useGrants().reaches;
}
