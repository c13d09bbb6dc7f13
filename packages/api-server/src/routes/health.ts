import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { routeDocs } from '../http/route-docs';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: routeDocs({
        tags: ['health'],
        summary: 'Liveness and database check (no auth), for load balancers',
        responses: { 200: v.object({ status: v.literal('ok') }) },
        errors: [503],
        public: true,
      }),
    },
    async (request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ message: 'Database unavailable' });
      }
    },
  );
}
