import { grantsOf, type OrderMover } from '@food-admin/api-client';
import { actorUser } from '../db/mock-db';

/**
 * Who moves and refunds orders here: the actor, or an admin when the actor has no row. Its own
 * module: the order handlers refund (refunds.ts) and the refund handlers check the mover, so
 * neither imports the other.
 */
export const mover = (): OrderMover => {
  const actor = actorUser();
  return actor
    ? { id: actor.id, role: actor.role, grants: grantsOf(actor.role) }
    : { id: 0, role: 'ADMIN', grants: grantsOf('ADMIN') };
};
