import type { Role } from '@food-admin/api-client';
import type { ChangeRecord } from './change-record';

export type Listener = { id: number; role: Role };

/**
 * Whether a stream's account may hear a change: only what its role may read through the API
 * (docs/api.md#events). Admins read everything. The catalogue (restaurants, menus, dishes) is
 * readable by every role. A user hears their own account's changes; an order reaches its
 * restaurant's owner, its customer and its courier (and every courier while it waits READY for
 * one); a review reaches its restaurant's owner.
 */
export function canHear(listener: Listener, change: ChangeRecord): boolean {
  if (listener.role === 'ADMIN') return true;
  switch (change.kind) {
    case 'restaurant':
    case 'menu':
    case 'dish':
      return true;
    case 'user':
      return change.userId === listener.id;
    case 'order':
      switch (listener.role) {
        case 'RESTAURANT':
          return change.ownerId === listener.id;
        case 'CUSTOMER':
          return change.userId === listener.id;
        case 'COURIER':
          return change.courierId === listener.id || (change.status === 'READY' && change.courierId === null);
      }
      return false;
    case 'review':
      return listener.role === 'RESTAURANT' && change.ownerId === listener.id;
    default:
      return false;
  }
}
