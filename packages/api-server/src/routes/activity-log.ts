import { ActivityLogEntrySchema, ActivityLogPayloadSchema } from '@food-admin/api-client';
import type { FastifyInstance } from 'fastify';
import { requireEditor } from '../auth/guards';
import type { AppContext } from '../context';
import { routeDocs } from '../http/route-docs';
import { parseWith } from '../http/validation';
import { recordActivity, toActivityEntry } from '../services/activity';

export async function activityLogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post(
    '/api/activity-log',
    {
      schema: routeDocs({
        tags: ['activity'],
        summary: 'Record a client activity entry (ADMIN or RESTAURANT); the username is the signed-in user',
        body: ActivityLogPayloadSchema,
        responses: { 201: ActivityLogEntrySchema },
        errors: [400, 401, 403],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const payload = parseWith(ActivityLogPayloadSchema, request.body);
      const row = await recordActivity(ctx.db, actor, {
        category: payload.category,
        level: payload.level,
        actionType: payload.actionType ?? payload.action.slice(0, 50),
        action: payload.action,
      });
      return reply.status(201).send(toActivityEntry(row));
    },
  );
}
