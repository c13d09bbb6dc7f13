import { contract, errorBody } from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { defineRoute, type Route } from '../../http/edge/route';

export function healthRoutes({ db }: AppContext): Route[] {
  return [
    // Liveness must not depend on the database: a database outage should take instances out of
    // the load balancer (readiness, below), not get every one of them restarted.
    defineRoute(contract.health.live, async () => ({ status: 'ok' as const })),

    defineRoute(contract.health.check, async ({ request, reply }) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send(errorBody(503, 'Database unavailable'));
      }
    }),
  ];
}
