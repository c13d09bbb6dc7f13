import { contract, COURIER_MESSAGES } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { listCouriers, setCourierAvailability } from './couriers.repository';

/** The couriers screen (docs/api.md#couriers): admins read the couriers' figures and switch availability. */
export function courierRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.admin.couriers, () => listCouriers(db, new Date())),

    defineRoute(contract.admin.setCourierAvailability, async ({ params, body, user }) => {
      await db.transaction(async (tx) => {
        const courier = await setCourierAvailability(tx, params.id, body.available);
        if (courier === undefined) throw notFound(COURIER_MESSAGES.notFound);
        await recordActivity(tx, user, {
          category: 'USER',
          actionType: body.available ? 'COURIER_AVAILABLE' : 'COURIER_UNAVAILABLE',
          action: `Marked courier ${courier.firstName} ${courier.lastName} ${
            body.available ? 'available' : 'unavailable'
          }`,
          entityId: params.id,
        });
      });
      const [courier] = await listCouriers(db, new Date(), params.id);
      if (courier === undefined) throw notFound(COURIER_MESSAGES.notFound);
      return courier;
    }),
  ];
}
