import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  grantsOf,
  permits,
  reachesNone,
  reachOf,
  type ApiClient,
  type Grants,
  type Permission,
  type RestaurantOfCheck,
} from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { useApi } from '@/lib/api-context';
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
 * The signed-in person's grants: their role's, and their memberships' once known. A restaurant
 * account that owns nothing but is on teams holds the Owner set nowhere, so what only owners reach
 * is hidden from it; one with neither (a new account) keeps the owner's pages, to start a restaurant.
 */
export function useGrants(): { id: number | undefined; grants: Grants; ready: boolean } {
  const api = useApi();
  const { profile } = useAuth();
  const role = profile?.role ?? 'CUSTOMER';
  const held = useQuery({ ...myPermissionsQuery(api), enabled: role === 'RESTAURANT' }).data;
  const grants = useMemo(() => {
    const all = grantsOf(role, held?.memberships);
    const teamOnly =
      held !== undefined && held.ownedRestaurantIds.length === 0 && held.memberships.length > 0;
    return teamOnly ? { ...all, owned: new Set<Permission>() } : all;
  }, [role, held]);
  // A restaurant account's memberships may add to its role's grants: a refusal waits for them.
  return { id: profile?.id, grants, ready: role !== 'RESTAURANT' || held !== undefined };
}

/** `can(permission, restaurant?)` for the signed-in person, as the server's check decides it. */
export function useCan(): (permission: Permission, restaurant?: RestaurantOfCheck) => boolean {
  const { id, grants } = useGrants();
  // Without an id (a profile stored before ids were), nothing is theirs by ownership: NaN is no one's.
  return (permission, restaurant) => permits(grants, id ?? Number.NaN, permission, restaurant);
}

/** Whether the signed-in person holds a permission on at least one restaurant (or platform-wide). */
export function useReaches(): (permission: Permission) => boolean {
  const { grants } = useGrants();
  return (permission) => !reachesNone(reachOf(grants, permission));
}
