import type { Role } from '@food-admin/api-client';
import { can } from '../../auth/permissions';
import type { ChangeRecord } from './change-record';

export type Listener = { id: number; role: Role };

/**
 * Whether a stream's account may hear a change: only what its role may read through the API
 * (docs/api.md#events). Admins read everything. The catalogue (restaurants, menus, dishes) is
 * readable by every role. A user hears their own account's changes; an order reaches its
 * restaurant's owner, its customer and its courier (and every courier while it waits READY for
 * one), and a staff note on it the same but its customer; a review reaches its restaurant's owner.
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
      return can(listener, 'reviews.reply', { ownerId: change.ownerId });
    default:
      return false;
  }
}

/** Whether a non-admin hears a change of an order: its restaurant's owner, customer and courier. */
function hearsOrder(listener: Listener, change: ChangeRecord): boolean {
  switch (listener.role) {
    case 'ADMIN':
    case 'RESTAURANT':
      return can(listener, 'orders.view', { ownerId: change.ownerId });
    case 'CUSTOMER':
      return change.userId === listener.id;
    case 'COURIER':
      return change.courierId === listener.id || (change.status === 'READY' && change.courierId === null);
  }
  return false;
}
