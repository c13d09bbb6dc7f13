import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { defineRoute, type Route } from '../../http/edge/route';
import { placeOrder, quoteOrder } from './ordering';

/**
 * Placing orders, for the platform's customer app (docs/api.md#placing-orders): a quote, and the
 * placement itself, idempotent with an Idempotency-Key (http/edge/idempotency.ts).
 */
export function orderingRoutes({ db, config, jobs }: AppContext): Route[] {
  const settings = { defaultTimeZone: config.defaultTimeZone, currency: config.currency };
  return [
    defineRoute(contract.ordering.quote, ({ body }) => quoteOrder(db, body, settings)),

    defineRoute(contract.ordering.place, ({ body, user, idempotencyKey }) =>
      runTransaction(db, (tx) =>
        placeOrder(tx, {
          request: body,
          customerId: user.id,
          idempotencyKey,
          settings,
          jobs,
        }),
      ),
    ),
  ];
}
