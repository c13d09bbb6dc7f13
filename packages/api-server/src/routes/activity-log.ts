import { ActivityLogEntrySchema, ActivityLogPayloadSchema } from '@food-admin/api-client';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireEditor, type UserRow } from '../auth/guards';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { activityLog } from '../db/schema';
import { routeDocs } from '../http/route-docs';
import { parseWith } from '../http/validation';
import { recordActivity, toActivityEntry, type ActivityRow } from '../services/activity';

/** How far back a client confirmation may match the entry the server wrote for the same write. */
export const CONFIRMATION_WINDOW_MS = 60_000;

/**
 * The app (SPEC section 4) posts a bare confirmation such as `{category: 'DISH', action: 'CREATE'}`
 * after a dish write, but the server already logged that write, with a descriptive text, in the
 * write's own transaction. Finds that entry so the feed does not show the same change twice.
 */
async function findServerEntryConfirmed(
  db: Executor,
  actor: UserRow,
  category: ActivityRow['category'],
  actionType: string,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.userId, actor.id),
        eq(activityLog.category, category),
        eq(activityLog.actionType, actionType),
        // Server-written entries describe the change; a bare confirmation repeats its type.
        ne(activityLog.action, activityLog.actionType),
        gt(activityLog.createdAt, new Date(Date.now() - CONFIRMATION_WINDOW_MS)),
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(1);
  return row;
}

export async function activityLogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post(
    '/api/activity-log',
    {
      schema: routeDocs({
        tags: ['activity'],
        summary:
          'Record a client activity entry (ADMIN or RESTAURANT); the username is the signed-in user. ' +
          'A bare confirmation of a write the server logged in the last minute answers 200 with that entry.',
        body: ActivityLogPayloadSchema,
        responses: { 200: ActivityLogEntrySchema, 201: ActivityLogEntrySchema },
        errors: [400, 401, 403],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const payload = parseWith(ActivityLogPayloadSchema, request.body);
      const actionType = payload.actionType ?? payload.action.slice(0, 50);
      if (payload.action === actionType) {
        const confirmed = await findServerEntryConfirmed(ctx.db, actor, payload.category, actionType);
        if (confirmed) return reply.status(200).send(toActivityEntry(confirmed));
      }
      const row = await recordActivity(ctx.db, actor, {
        category: payload.category,
        level: payload.level,
        actionType,
        action: payload.action,
      });
      return reply.status(201).send(toActivityEntry(row));
    },
  );
}
