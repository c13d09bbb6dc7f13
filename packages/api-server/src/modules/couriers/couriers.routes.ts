import { activityMessage, contract, COURIER_MESSAGES } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/rows';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { listCouriers, setCourierAvailability } from './couriers.repository';

/** A courier reaches only their own record; dispatchers (orders.dispatch) every courier's. */
function assertMayReach(user: UserRow, courierId: number) {
  if (user.role === 'COURIER' && user.id !== courierId) throw refuse('COURIER_NOT_YOURS');
}

/**
 * The couriers screen (docs/api.md#couriers): dispatchers (admins, staff holding orders.dispatch)
 * read the couriers' figures and switch availability; a courier reads and switches their own ("My deliveries").
 */
export function courierRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.admin.couriers, () => listCouriers(db, new Date())),

    defineRoute(contract.admin.courier, async ({ params, user }) => {
      assertMayReach(user, params.id);
      const [courier] = await listCouriers(db, new Date(), params.id);
      if (courier === undefined) throw notFound(COURIER_MESSAGES.notFound);
      return courier;
    }),

    defineRoute(contract.admin.setCourierAvailability, async ({ params, body, user }) => {
      assertMayReach(user, params.id);
      await db.transaction(async (tx) => {
        const courier = await setCourierAvailability(tx, params.id, body.available);
        if (courier === undefined) throw notFound(COURIER_MESSAGES.notFound);
        await recordActivity(tx, user, {
          category: 'USER',
          actionType: body.available ? 'COURIER_AVAILABLE' : 'COURIER_UNAVAILABLE',
          ...activityMessage(body.available ? 'COURIER_AVAILABLE' : 'COURIER_UNAVAILABLE', {
            courier: `${courier.firstName} ${courier.lastName}`,
          }),
          entityId: params.id,
        });
      });
      const [courier] = await listCouriers(db, new Date(), params.id);
      if (courier === undefined) throw notFound(COURIER_MESSAGES.notFound);
      return courier;
    }),
  ];
}
