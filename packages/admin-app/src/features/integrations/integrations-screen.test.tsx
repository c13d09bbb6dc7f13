import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The Integrations page (docs/api.md#webhooks) over the mocks' fixtures: endpoint 1, a POS, enabled
// and ordered, whose deliveries succeeded (1), failed (2) and retry (3); endpoint 2, accounting,
// which the platform disabled after its receiver answered 410 Gone (its delivery 4 failed).

const POS = 'https://pos.trattoria.example/hooks/orders';
const ACCOUNTING = 'https://books.accounting.example/webhooks';

/** A text as the screen writes it, without the direction marks around an address (U+2066 to U+2069). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
/** A control whose name, marks aside, is `name`. */
const named = (name: string) => (accessibleName: string) => plain(accessibleName) === name;

/** What the page sent to the webhooks' endpoints with `method` (the sign-in's own calls aside). */
const sentTo = (requests: Request[], method: string) =>
  requests.filter(
    (request) => request.method === method && new URL(request.url).pathname.startsWith('/admin/webhook'),
  );

const cardOf = async (address: string) => within(await screen.findByRole('article', { name: address }));
const openIntegrations = () => renderApp('/admin/integrations', { signedInAs: DEMO_ADMIN });

describe('the Integrations page', () => {
  it('shows a new endpoint’s signing secret once, with Copy', async () => {
    const { user } = await openIntegrations();
    await cardOf(POS);
    await user.click(screen.getAllByRole('button', { name: 'Add endpoint' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await user.type(dialog.getByRole('textbox', { name: /^Address/ }), 'https://hooks.example.com/orders');
    await user.type(dialog.getByRole('textbox', { name: /^Description/ }), 'Order printer');
    await user.click(dialog.getByRole('checkbox', { name: 'order.created' }));
    await user.click(dialog.getByRole('checkbox', { name: 'order.refunded' }));
    await user.click(dialog.getByRole('switch', { name: 'Deliver in order' }));
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));

    const reveal = within(await screen.findByRole('dialog', { name: "The endpoint's signing secret" }));
    expect(reveal.getByText(/you will not see it again/)).toBeVisible();
    const created = mockDb.webhookEndpoints.all().find((endpoint) => endpoint.url.includes('hooks.example'));
    expect(created).toMatchObject({
      description: 'Order printer',
      eventTypes: ['order.created', 'order.refunded'],
      ordered: true,
      status: 'ENABLED',
    });
    const secret = created!.secret;
    expect(secret).toMatch(/^whsec_/);
    const field = reveal.getByRole('textbox', {
      name: named(`Signing secret of ${'https://hooks.example.com/orders'}`),
    });
    expect(field).toHaveValue(secret);
    await user.click(reveal.getByRole('button', { name: 'Copy' }));
    expect(await reveal.findByText('Copied to the clipboard.')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(secret);

    await user.click(reveal.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new endpoint is listed, and its secret is nowhere on the page any more.
    await cardOf('https://hooks.example.com/orders');
    expect(document.body.textContent).not.toContain(secret);
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('asks for an https:// address before sending anything', async () => {
    const requests = recordRequests();
    const { user } = await openIntegrations();
    await cardOf(POS);
    await user.click(screen.getAllByRole('button', { name: 'Add endpoint' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    const address = dialog.getByRole('textbox', { name: /^Address/ });
    await user.type(address, 'http://pos.example.com/hooks');
    await user.click(dialog.getByRole('checkbox', { name: 'order.created' }));
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));

    expect(await dialog.findByText(named('Enter an https:// address'))).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(requests, 'POST')).toEqual([]);

    // Corrected, it goes.
    await user.clear(address);
    await user.type(address, 'https://pos.example.com/hooks');
    await waitFor(() => expect(dialog.queryByText(named('Enter an https:// address'))).toBeNull());
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('dialog', { name: "The endpoint's signing secret" })).toBeVisible();
  });

  it('keeps the delivery log’s view in the address', async () => {
    const { user, history } = await renderApp('/admin/integrations?status=FAILED', {
      signedInAs: DEMO_ADMIN,
    });
    const table = within(await screen.findByRole('table', { name: 'Delivery log' }));
    const opens = () => table.getAllByRole('button', { name: /^Open the / });
    // The failed deliveries 2 (the POS's) and 4 (accounting's).
    await waitFor(() => expect(opens()).toHaveLength(2));
    // Deliveries on the POS's card narrows the log to it, in the address too.
    await user.click((await cardOf(POS)).getByRole('button', { name: named(`Deliveries: ${POS}`) }));
    await waitFor(() => expect(opens()).toHaveLength(1));
    expect(history.location.search).toMatch(/endpointId=/);
    expect(history.location.search).toMatch(/status=/);
    expect(opens()[0]).toHaveAccessibleName(/^Open the order\.status_changed delivery/);
  });

  it('opens a delivery from the log: its payload and every attempt', async () => {
    const { user } = await openIntegrations();
    const table = within(await screen.findByRole('table', { name: 'Delivery log' }));
    // Newest first: the retrying delivery 3 (12 minutes ago) leads.
    const [retrying] = await table.findAllByRole('button', {
      name: /^Open the order\.status_changed delivery/,
    });
    await user.click(retrying!);

    const dialog = within(await screen.findByRole('dialog', { name: 'Delivery of order.status_changed' }));
    expect(await dialog.findByText('msg_0003c0ffee00000000000000000000')).toBeVisible();
    expect(dialog.getByText('Retrying')).toBeVisible();
    expect(dialog.getByText('2 of 11')).toBeVisible();
    const payload = dialog.getByRole('region', { name: 'Payload' });
    expect(payload.querySelector('pre')?.textContent).toContain('"previousStatus": "ACCEPTED"');
    const attempts = within(dialog.getByRole('region', { name: 'Attempts' })).getAllByRole('listitem');
    expect(attempts).toHaveLength(2);
    expect(within(attempts[0]!).getByText('Attempt 1')).toBeVisible();
    expect(within(attempts[0]!).getByText('HTTP 503')).toBeVisible();
    expect(within(attempts[0]!).getByText('upstream unavailable')).toBeVisible();
    expect(within(attempts[1]!).getByText('Attempt 2')).toBeVisible();
  });

  it('redelivers a delivery from its detail', async () => {
    const requests = recordRequests();
    const { user } = await openIntegrations();
    const table = within(await screen.findByRole('table', { name: 'Delivery log' }));
    const [retrying] = await table.findAllByRole('button', {
      name: /^Open the order\.status_changed delivery/,
    });
    await user.click(retrying!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Delivery of order.status_changed' }));
    await user.click(await dialog.findByRole('button', { name: 'Redeliver' }));

    expect(await screen.findByText('Delivery sent again: Succeeded')).toBeVisible();
    const [redeliver] = sentTo(requests, 'POST');
    expect(new URL(redeliver!.url).pathname).toBe('/admin/webhook-deliveries/3/redeliver');
    expect(mockDb.webhookDeliveries.find(3)).toMatchObject({ status: 'SUCCEEDED', attempts: 3 });
    // The detail reads the delivery again: a third attempt, which succeeded.
    expect(await dialog.findByText('Attempt 3')).toBeVisible();
    expect(dialog.getByText('Succeeded')).toBeVisible();
  });

  it('enables an endpoint the platform disabled: status ENABLED, with If-Match its version', async () => {
    const requests = recordRequests();
    const { user } = await openIntegrations();
    const accounting = await cardOf(ACCOUNTING);
    const banner = within(accounting.getByRole('alert'));
    expect(banner.getByText('The platform stopped sending to this endpoint')).toBeVisible();
    expect(banner.getByText(/the receiver answered 410 Gone/)).toBeVisible();
    await user.click(banner.getByRole('button', { name: named(`Enable again: ${ACCOUNTING}`) }));

    expect(
      await screen.findByText(named(`Endpoint ${ACCOUNTING} enabled: its waiting deliveries go out now`)),
    ).toBeVisible();
    const [put] = sentTo(requests, 'PUT');
    expect(new URL(put!.url).pathname).toBe('/admin/webhooks/2');
    expect(put!.headers.get('if-match')).toBe('"4"');
    expect(await put!.json()).toEqual({
      url: ACCOUNTING,
      description: 'Accounting export',
      eventTypes: ['order.refunded'],
      ordered: false,
      status: 'ENABLED',
    });
    await waitFor(() => expect(accounting.queryByRole('alert')).toBeNull());
    expect(accounting.getByText('Enabled')).toBeVisible();
    expect(mockDb.webhookEndpoints.find(2)).toMatchObject({ status: 'ENABLED', disabledReason: null });
  });

  it('edits an endpoint the platform disabled, leaving it stopped when asked', async () => {
    const requests = recordRequests();
    const { user } = await openIntegrations();
    const accounting = await cardOf(ACCOUNTING);
    await user.click(accounting.getByRole('button', { name: named(`Edit: ${ACCOUNTING}`) }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit endpoint' }));
    expect(dialog.getByRole('checkbox', { name: 'order.refunded' })).toBeChecked();
    const enable = dialog.getByRole('switch', { name: 'Enable it again when saved' });
    expect(enable).toBeChecked();
    await user.click(enable);
    await user.click(dialog.getByRole('checkbox', { name: 'order.created' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(named(`Endpoint ${ACCOUNTING} saved`))).toBeVisible();
    const [put] = sentTo(requests, 'PUT');
    expect(put!.headers.get('if-match')).toBe('"4"');
    expect(await put!.json()).toMatchObject({
      eventTypes: ['order.refunded', 'order.created'],
      status: 'PAUSED',
    });
    expect(await accounting.findByText('Paused')).toBeVisible();
  });
});
