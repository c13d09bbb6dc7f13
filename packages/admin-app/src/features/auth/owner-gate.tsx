import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@food-admin/api-client';
import { useApi } from '@/lib/api-context';
import { restaurantQuery } from '@/features/restaurants';
import { menuQuery } from '@/features/menus';
import { useAuth } from '@/lib/auth/auth-context';
import { useCan, useGrants } from '@/lib/auth/grants';
import { GateLoading } from './gates';
import { NotAllowedScreen } from './not-allowed-screen';

type OwnerGateProps = {
  /** The restaurant the page belongs to, or a menu of it. */
  restaurantId?: number;
  menuId?: number;
  /** What the page does there (editing its menus, its details); absent: being on its team is enough. */
  permission?: Permission;
  children: ReactNode;
};

const validId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/**
 * A restaurant account opens only the pages of its own restaurants, and of those of its team that
 * its permissions there allow (docs/requirements.md#req-roles-client, #req-permissions): another
 * owner's edit, menu or dish page, or the menu editor for a kitchen member, shows "Not allowed"
 * before any form appears (the server refuses the save anyway). Admins pass straight through; a
 * failed lookup is left to the page, which shows the server's message.
 */
export function OwnerGate({ restaurantId, menuId, permission, children }: OwnerGateProps) {
  const api = useApi();
  const { profile } = useAuth();
  const { grants, ready } = useGrants();
  const can = useCan();
  const isOwnerRole = profile?.role === 'RESTAURANT';
  const menu = useQuery({ ...menuQuery(api, menuId ?? 0), enabled: isOwnerRole && validId(menuId) });
  const ownedId = restaurantId ?? menu.data?.restaurantId;
  const restaurant = useQuery({
    ...restaurantQuery(api, ownedId ?? 0),
    enabled: isOwnerRole && validId(ownedId),
  });

  if (!isOwnerRole) return <>{children}</>;
  if (menu.isError || restaurant.isError || (!validId(ownedId) && !validId(menuId))) return <>{children}</>;
  // Until the person's memberships are known, a page of their team would be refused: wait.
  if (!restaurant.data || !ready) return <GateLoading />;
  const where = { id: restaurant.data.id, ownerId: restaurant.data.ownerId ?? null };
  const allowed = permission
    ? can(permission, where)
    : where.ownerId === profile.id || grants.restaurants.has(where.id) || grants.platform.size > 0;
  if (!allowed) return <NotAllowedScreen role={profile.role} />;
  return <>{children}</>;
}
