import {
  activityMessage,
  contract,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENTS,
  type ActivityMessage,
  type WebhookEndpointInput,
} from '@food-admin/api-client';
import { count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { webhookEndpoints } from '../../db/schema';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { LOCK_KEYS } from '../../db/lock-keys';
import { recordActivity, type ActivityInput } from '../activity/record-activity';
import { deliveryAnswer, deliveryDetail, webhookDeliveryRoutes } from './delivery-log';
import { checkWebhookUrl } from './outbound-call';
import {
  endpointAnswer,
  findEndpoint,
  listEndpoints,
  notifySenders,
  type WebhookEndpointRow,
} from './webhook-endpoints.repository';
import { newWebhookSecret } from './webhook-signature';

/*
 * Webhook endpoints (docs/api.md#webhooks), for holders of webhooks.manage (the edge asks it):
 * register, change, pause, delete, rotate the secret, send a test, redeliver. A secret is answered
 * when it is made and never again. Each write is in the activity feed.
 */

const entry = (endpointId: number, message: ActivityMessage): ActivityInput => ({
  category: 'GENERAL',
  actionType: 'WEBHOOK',
  ...message,
  entityId: endpointId,
});

/** Refuses an address that would not be called: not https, or resolving to no public address. */
async function assertCallable(url: string, allowLoopback: boolean): Promise<void> {
  const check = await checkWebhookUrl(url, { allowLoopback });
  if (check.ok) return;
  if (check.error === 'bad_url') throw refuse('WEBHOOK_URL_NOT_HTTPS');
  throw refuse(check.error === 'dns' ? 'WEBHOOK_URL_UNRESOLVED' : 'WEBHOOK_URL_NOT_PUBLIC');
}

async function endpointOf(tx: Executor, id: number, lock = false): Promise<WebhookEndpointRow> {
  const row = await findEndpoint(tx, id, lock);
  if (row === undefined) throw notFound('Webhook endpoint not found');
  return row;
}

const fieldsOf = (body: Required<WebhookEndpointInput>) => ({
  url: body.url,
  description: body.description,
  eventTypes: body.eventTypes,
  ordered: body.ordered,
});

export function webhookRoutes({ db, config, webhookSecrets: secrets }: AppContext): Route[] {
  const { allowLoopback } = config.webhooks;
  const sealed = (secret: string) => secrets.seal(secret);

  return [
    defineRoute(contract.webhooks.list, async () => listEndpoints(db)),

    defineRoute(contract.webhooks.get, async ({ params }) =>
      endpointAnswer(db, await endpointOf(db, params.id)),
    ),

    defineRoute(contract.webhooks.create, async ({ body, user }) => {
      await assertCallable(body.url, allowLoopback);
      const secret = newWebhookSecret();
      return runTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.webhookEndpoints})`);
        const [total] = await tx.select({ n: count() }).from(webhookEndpoints);
        if (Number(total?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
          throw refuse('WEBHOOK_ENDPOINT_LIMIT', { max: MAX_WEBHOOK_ENDPOINTS });
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ ...fieldsOf(body), secretEnc: sealed(secret), createdBy: user.id })
          .returning();
        if (row === undefined) throw new Error('webhook endpoint insert returned no row');
        await recordActivity(tx, user, entry(row.id, activityMessage('WEBHOOK_CREATED', { url: row.url })));
        return { endpoint: await endpointAnswer(tx, row), secret };
      });
    }),

    defineRoute(contract.webhooks.update, async ({ params, body, user, expectedVersion }) => {
      await assertCallable(body.url, allowLoopback);
      return runTransaction(db, async (tx) => {
        const current = await endpointOf(tx, params.id, true);
        await assertVersion(expectedVersion, current, 'webhook endpoint', () => endpointAnswer(tx, current));
        const enabling = body.status === 'ENABLED' && current.status !== 'ENABLED';
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            ...fieldsOf(body),
            status: body.status,
            // Enabled again: the failures before are forgiven, and what waited goes out.
            ...(body.status === 'ENABLED' ? { disabledReason: null } : {}),
            ...(enabling ? { failingSince: null, consecutiveFailures: 0 } : {}),
            version: sql`${webhookEndpoints.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(webhookEndpoints.id, current.id))
          .returning();
        if (row === undefined) throw notFound('Webhook endpoint not found');
        if (enabling) await notifySenders(tx);
        await recordActivity(tx, user, entry(row.id, activityMessage('WEBHOOK_UPDATED', { url: row.url })));
        return endpointAnswer(tx, row);
      });
    }),

    defineRoute(contract.webhooks.remove, async ({ params, user, expectedVersion }) => {
      await runTransaction(db, async (tx) => {
        const current = await endpointOf(tx, params.id, true);
        await assertVersion(expectedVersion, current, 'webhook endpoint', () => endpointAnswer(tx, current));
        await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
        await recordActivity(
          tx,
          user,
          entry(current.id, activityMessage('WEBHOOK_DELETED', { url: current.url })),
        );
      });
    }),

    defineRoute(contract.webhooks.rotateSecret, async ({ params, body, user }) => {
      const secret = newWebhookSecret();
      return runTransaction(db, async (tx) => {
        const current = await endpointOf(tx, params.id, true);
        const overlapEnds = new Date(Date.now() + body.overlapHours * 3_600_000);
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            secretEnc: sealed(secret),
            previousSecretEnc: body.overlapHours > 0 ? current.secretEnc : null,
            previousSecretExpiresAt: body.overlapHours > 0 ? overlapEnds : null,
            version: sql`${webhookEndpoints.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(webhookEndpoints.id, current.id))
          .returning();
        if (row === undefined) throw notFound('Webhook endpoint not found');
        await recordActivity(
          tx,
          user,
          entry(row.id, activityMessage('WEBHOOK_SECRET_ROTATED', { url: row.url })),
        );
        return { endpoint: await endpointAnswer(tx, row), secret };
      });
    }),

    defineRoute(contract.webhooks.sendTest, async ({ params }) =>
      runTransaction(db, async (tx) => {
        const endpoint = await endpointOf(tx, params.id);
        const payload = JSON.stringify({
          type: 'webhook.test',
          timestamp: new Date().toISOString(),
          version: WEBHOOK_EVENTS['webhook.test'].version,
          data: { endpointId: endpoint.id },
        });
        const [row] = rowsOf(
          await tx.execute(sql`
            insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
            values (${endpoint.id}, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'webhook.test', ${payload})
            returning id`),
        );
        await notifySenders(tx);
        return deliveryAnswer(tx, Number(row?.['id']));
      }),
    ),

    defineRoute(contract.webhooks.redeliverSince, async ({ params, body }) =>
      runTransaction(db, async (tx) => {
        const endpoint = await endpointOf(tx, params.id);
        const again = rowsOf(
          await tx.execute(sql`
            update webhook_deliveries set status = 'PENDING', next_attempt_at = now(), claimed_until = null
            where endpoint_id = ${endpoint.id} and status in ('FAILED', 'RETRYING')
              and created_at >= ${new Date(body.since).toISOString()}
            returning id`),
        );
        if (again.length > 0) await notifySenders(tx);
        return { count: again.length };
      }),
    ),

    defineRoute(contract.webhooks.redeliver, async ({ params }) =>
      runTransaction(db, async (tx) => {
        const [row] = rowsOf(
          await tx.execute(sql`
            update webhook_deliveries set status = 'PENDING', next_attempt_at = now(), claimed_until = null
            where id = ${params.id}
            returning id`),
        );
        if (row === undefined) throw notFound('Webhook delivery not found');
        await notifySenders(tx);
        return deliveryAnswer(tx, params.id);
      }),
    ),

    defineRoute(contract.webhooks.delivery, async ({ params }) => deliveryDetail(db, params.id)),

    ...webhookDeliveryRoutes(db),
  ];
}
