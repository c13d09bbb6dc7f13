import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { test, expect, signIn } from './support/fixtures';
import type { Page as ListPage } from './support/api';
import { DEMO_ADMIN } from './support/env';

type Received = { id: string; body: string; headers: Record<string, string> };

/**
 * A receiver on loopback, as a platform's POS would run one (the stack's WEBHOOK_ALLOW_LOOPBACK
 * lets an endpoint be plain http to 127.0.0.1): it records each request and answers `status`.
 */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
          name,
          String(request.headers[name]),
        ]),
      );
      received.push({ id: headers['webhook-id'] ?? '', body, headers });
      response.writeHead(state.status).end(state.status === 200 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/${Date.now().toString(36)}`,
    received,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/*
 * Webhooks on the real stack (docs/api.md#webhooks): an admin registers a receiver on the
 * Integrations screen and keeps its secret, an order moves, the receiver gets a delivery signed
 * with that secret (checked with the standardwebhooks package) and the log shows it with 200; the
 * receiver fails, the log shows the delivery retrying, and once the receiver is back the admin
 * redelivers it with the same webhook-id.
 */
test('an admin registers a receiver, sees an order move delivered, and redelivers one that failed', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const receiver = await startReceiver();
  let endpointId = 0;
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    let secret = '';
    await test.step('registers the receiver for order status changes and keeps the secret', async () => {
      await page.getByRole('button', { name: 'Add endpoint' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
      await dialog.getByLabel('Address').fill(receiver.url);
      await dialog.getByRole('checkbox', { name: /order\.status_changed/ }).check();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      const reveal = page.getByRole('dialog', { name: "The endpoint's signing secret" });
      const field = reveal.getByLabel(/Signing secret of/);
      await expect(field).toHaveValue(/^whsec_/);
      secret = await field.inputValue();
      await reveal.getByRole('button', { name: 'Done' }).click();
      await expect(reveal).toHaveCount(0);
      const endpoints = await adminApi.get<{ id: number; url: string }[]>('/admin/webhooks');
      endpointId = endpoints.find((endpoint) => endpoint.url === receiver.url)?.id ?? 0;
      expect(endpointId).toBeGreaterThan(0);
    });

    const pending = await adminApi.get<ListPage<{ id: number }>>('/admin/orders', {
      status: 'PENDING',
      page: 0,
      size: 1,
    });
    const orderId = pending.content[0]!.id;

    await test.step('an order is accepted: the receiver gets it signed, and the log shows 200', async () => {
      await adminApi.send('POST', `/admin/orders/${orderId}/transitions`, { to: 'ACCEPTED' });
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
      const [delivery] = receiver.received;
      const payload = new Webhook(secret).verify(delivery!.body, delivery!.headers) as {
        type: string;
        data: { id: number; status: string };
      };
      expect(payload).toMatchObject({
        type: 'order.status_changed',
        data: { id: orderId, status: 'ACCEPTED' },
      });
      await page.reload();
      const log = page.getByRole('region', { name: 'Delivery log' });
      const row = log.getByRole('row').filter({ hasText: 'order.status_changed' }).first();
      await expect(row).toContainText('Succeeded');
      await expect(row).toContainText('200');
    });

    await test.step('the receiver fails: the next move shows as retrying', async () => {
      receiver.state.status = 503;
      await adminApi.send('POST', `/admin/orders/${orderId}/transitions`, { to: 'PREPARING' });
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await expect(async () => {
        await page.reload();
        const log = page.getByRole('region', { name: 'Delivery log' });
        await expect(log.getByRole('row').filter({ hasText: 'Retrying' }).first()).toContainText('503', {
          timeout: 2_000,
        });
      }).toPass({ timeout: 20_000 });
    });

    await test.step('the receiver is back: the admin redelivers it, with the same webhook-id', async () => {
      receiver.state.status = 200;
      const log = page.getByRole('region', { name: 'Delivery log' });
      await log.getByRole('row').filter({ hasText: 'Retrying' }).first().getByRole('button').first().click();
      const detail = page.getByRole('dialog', { name: /Delivery of order\.status_changed/ });
      await expect(detail).toContainText('HTTP 503');
      // The sender's own retries (5 s, then 30 s) may have come meanwhile; the redelivery comes after.
      const before = receiver.received.length;
      await detail.getByRole('button', { name: 'Redeliver' }).click();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(before);
      const failed = receiver.received[1]!;
      const redelivered = receiver.received[before]!;
      expect(redelivered.id).toBe(failed.id);
      expect(JSON.parse(redelivered.body).data).toMatchObject({ id: orderId, status: 'PREPARING' });
      await expect(detail).toContainText('HTTP 200');
    });
  } finally {
    if (endpointId > 0) await adminApi.send('DELETE', `/admin/webhooks/${endpointId}`);
    await receiver.close();
  }
});
