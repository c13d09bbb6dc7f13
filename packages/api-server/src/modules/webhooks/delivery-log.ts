import {
  contract,
  webhookDeliveryListQueries,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
} from '@food-admin/api-client';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { listSource } from '../../db/lists';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Route } from '../../http/edge/route';
import { listRoutes } from '../list-routes';

/*
 * The delivery log (webhookDeliveryListQueries, docs/api.md#webhooks): every delivery, successes
 * too, paged and counted by facet like every list, and one delivery with its attempts.
 */

type DeliveryRow = { delivery: typeof webhookDeliveries.$inferSelect; endpointUrl: string };

const toDelivery = ({ delivery, endpointUrl }: DeliveryRow): WebhookDelivery => ({
  id: delivery.id,
  endpointId: delivery.endpointId,
  endpointUrl,
  messageId: delivery.messageId,
  eventType: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
  lastStatusCode: delivery.lastStatusCode,
  createdAt: delivery.createdAt.toISOString(),
  deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
});

const deliveryColumns = { delivery: webhookDeliveries, endpointUrl: webhookEndpoints.url };

async function deliveryRow(db: Executor, id: number): Promise<DeliveryRow> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .where(eq(webhookDeliveries.id, id));
  if (row === undefined) throw notFound('Webhook delivery not found');
  return row;
}

/** One delivery as the log lists it (404 when there is none). */
export async function deliveryAnswer(db: Executor, id: number): Promise<WebhookDelivery> {
  return toDelivery(await deliveryRow(db, id));
}

/** One delivery with the body sent and its attempts, oldest first. */
export async function deliveryDetail(db: Executor, id: number): Promise<WebhookDeliveryDetail> {
  const row = await deliveryRow(db, id);
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, id))
    .orderBy(asc(webhookAttempts.id));
  return {
    ...toDelivery(row),
    payload: row.delivery.payload,
    attemptLog: attempts.map((attempt) => ({
      id: attempt.id,
      attemptedAt: attempt.attemptedAt.toISOString(),
      durationMs: attempt.durationMs,
      statusCode: attempt.statusCode,
      succeeded: attempt.succeeded,
      error: attempt.error,
      responseBody: attempt.responseBody,
    })),
  };
}

function deliveriesSource(db: Database) {
  return listSource(webhookDeliveryListQueries, {
    select: (fields) =>
      db
        .select(fields ?? deliveryColumns)
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
        .$dynamic(),
    selectUnjoined: (fields) => db.select(fields).from(webhookDeliveries).$dynamic(),
    id: webhookDeliveries.id,
    scope: [],
    fields: {
      createdAt: { expr: webhookDeliveries.createdAt, descIndexed: true },
      messageId: webhookDeliveries.messageId,
      endpointId: webhookDeliveries.endpointId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
    },
  });
}

/** GET /admin/webhook-deliveries and its facets. */
export function webhookDeliveryRoutes(db: Database): Route[] {
  return listRoutes(db, {
    endpoints: { list: contract.webhooks.deliveries, facets: contract.webhooks.deliveryFacets },
    source: () => deliveriesSource(db),
    toItem: toDelivery,
  });
}
