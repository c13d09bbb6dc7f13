import {
  BUILT_IN_PERMISSION_SETS,
  PERMISSION_CATALOGUE,
  type PermissionSet,
  type PermissionSetName,
} from '@food-admin/api-client';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useCan } from '@/lib/auth/grants';
import type { TeamScope } from './team-scope';

/** The built-in sets' names in the reader's language (an admin's own sets keep the name they were given). */
const BUILT_IN_NAMES = {
  Administrator: 'team.set.Administrator',
  Owner: 'team.set.Owner',
  Manager: 'team.set.Manager',
  Kitchen: 'team.set.Kitchen',
  'Menu editor': 'team.set.MenuEditor',
  Support: 'team.set.Support',
  Finance: 'team.set.Finance',
} as const satisfies Record<PermissionSetName, keyof typeof messages>;

const isBuiltInName = (name: string): name is PermissionSetName => name in BUILT_IN_PERMISSION_SETS;

/** A set as the team's rows name it: its id and its name. */
type SetRef = Pick<PermissionSet, 'id' | 'name'>;

/**
 * A set's name as the page shows it: a built-in set's in the reader's language, an admin's own as
 * they named it. Members and invitations carry the set's id and name only: `sets` says which is built in.
 */
export function useSetName(sets: readonly PermissionSet[]): (set: SetRef) => string {
  const t = useT(messages);
  return (set) => {
    const builtIn = sets.find((candidate) => candidate.id === set.id)?.builtIn ?? false;
    return builtIn && isBuiltInName(set.name) ? t(BUILT_IN_NAMES[set.name]) : set.name;
  };
}

/**
 * The sets the signed-in person may give in `scope` (docs/api.md#team, #staff), each of whose
 * permissions they hold there themselves (no escalation). On a restaurant, only restaurant
 * permissions (a set with a platform-wide one is refused there): an admin holds every one, an owner
 * every restaurant permission on their restaurants, a Manager what the Manager set holds.
 * Platform-wide, any set whose permissions they hold platform-wide. The server decides the same way.
 */
export function useGivableSets(sets: readonly PermissionSet[], scope: TeamScope): PermissionSet[] {
  const can = useCan();
  if (scope.kind === 'platform')
    return sets.filter((set) => set.permissions.every((permission) => can(permission)));
  const where = { id: scope.restaurant.id, ownerId: scope.restaurant.ownerId ?? null };
  return sets.filter((set) =>
    set.permissions.every(
      (permission) => PERMISSION_CATALOGUE[permission] === 'restaurant' && can(permission, where),
    ),
  );
}
