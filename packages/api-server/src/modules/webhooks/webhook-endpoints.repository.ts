import type { WebhookEndpoint } from '@food-admin/api-client';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { webhookEndpoints } from '../../db/schema';

/** One webhook_endpoints row. */
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

type Last24h = WebhookEndpoint['last24h'];

/** The endpoint as the API answers it: never its secrets. */
export function toWebhookEndpoint(row: WebhookEndpointRow, last24h: Last24h): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes.filter((type) => type !== 'webhook.test'),
    ordered: row.ordered,
    status: row.status,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt.getTime() > Date.now()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    last24h,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * Deliveries of the last 24 hours per endpoint, succeeded and failing or failed (read through
 * webhook_deliveries_created_at_idx).
 */
export async function lastDayCounts(db: Executor, endpointId?: number): Promise<Map<number, Last24h>> {
  const rows = rowsOf(
    await db.execute(sql`
      select endpoint_id,
        count(*) filter (where status = 'SUCCEEDED')::int as succeeded,
        count(*) filter (where status in ('RETRYING', 'FAILED'))::int as failed
      from webhook_deliveries
      where created_at > now() - interval '24 hours'
        ${endpointId === undefined ? sql`` : sql`and endpoint_id = ${endpointId}`}
      group by endpoint_id`),
  ) as { endpoint_id: number; succeeded: number; failed: number }[];
  return new Map(
    rows.map((row) => [Number(row.endpoint_id), { succeeded: row.succeeded, failed: row.failed }]),
  );
}

const NONE: Last24h = { succeeded: 0, failed: 0 };

export async function listEndpoints(db: Executor): Promise<WebhookEndpoint[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id)),
    lastDayCounts(db),
  ]);
  return rows.map((row) => toWebhookEndpoint(row, counts.get(row.id) ?? NONE));
}

export async function findEndpoint(
  db: Executor,
  id: number,
  lock = false,
): Promise<WebhookEndpointRow | undefined> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The endpoint as answered, with its counts. */
export async function endpointAnswer(db: Executor, row: WebhookEndpointRow): Promise<WebhookEndpoint> {
  const counts = await lastDayCounts(db, row.id);
  return toWebhookEndpoint(row, counts.get(row.id) ?? NONE);
}

/** Wakes every instance's sender at commit (the triggers' channel, drizzle/0039_webhooks.sql). */
export async function notifySenders(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify('webhook_deliveries', '')`);
}
