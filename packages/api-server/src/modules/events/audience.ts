import type { Role } from '@food-admin/api-client';
import { can, type Person } from '../../auth/permissions';
import type { ChangeRecord } from './change-record';

/** A stream's account: its role and its grants as they were when it connected. */
export type Listener = Person & { role: Role };

/** The restaurant a change is about, as the checks need it (none: only platform-wide grants reach it). */
const restaurantOf = (change: ChangeRecord) => ({ id: change.restaurantId ?? 0, ownerId: change.ownerId });

/**
 * Whether a stream's account may hear a change: only what it may read through the API
 * (docs/api.md#events). Admins read everything. The catalogue (restaurants, menus, dishes) is
 * readable by every role. A user hears their own account's changes; an order reaches who holds
 * orders.view on its restaurant (its owner, its staff), its customer and its courier (and every courier while it waits READY for
 * one), and a staff note on it the same but its customer; a review reaches who holds reviews.reply on its restaurant.
 */
export function canHear(listener: Listener, change: ChangeRecord): boolean {
  if (can(listener, 'platform.manage')) return true;
  switch (change.kind) {
    case 'restaurant':
    case 'menu':
    case 'dish':
      return true;
    case 'user':
      return change.userId === listener.id;
    case 'order':
      return hearsOrder(listener, change);
    // A staff note reaches the order's staff (the event carries the order's scope), never its
    // customer: notes are not shown to customers.
    case 'orderNote':
      return listener.role !== 'CUSTOMER' && hearsOrder(listener, change);
    case 'review':
      return can(listener, 'reviews.reply', restaurantOf(change));
    default:
      return false;
  }
}

/** Whether a non-admin hears a change of an order: its restaurant's owner, customer and courier. */
function hearsOrder(listener: Listener, change: ChangeRecord): boolean {
  switch (listener.role) {
    case 'ADMIN':
    case 'RESTAURANT':
      return can(listener, 'orders.view', restaurantOf(change));
    case 'CUSTOMER':
      return change.userId === listener.id;
    case 'COURIER':
      return change.courierId === listener.id || (change.status === 'READY' && change.courierId === null);
  }
  return false;
}
