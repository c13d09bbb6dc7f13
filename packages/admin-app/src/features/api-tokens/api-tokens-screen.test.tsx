import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TOKEN_PATTERN, MAX_API_TOKENS } from '@food-admin/api-client';
import { mockDb } from '@food-admin/mocks';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_OWNER,
  recordRequests,
  renderApp,
  setupMockBackend,
} from '@/test/render-app';

setupMockBackend();

// The API tokens page (docs/api.md#api-tokens): the signed-in staff person's own tokens, the Create
// token dialog with its one-time secret, Revoke; and a person's tokens on the Users page. The
// fixtures hold no token: each test makes those it needs (the admin is user 1, the owner user 2).

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

type NewToken = Parameters<typeof mockDb.apiTokens.insert>[0];

/** A token of `userId`'s in the store: live for 80 more days, made 10 days ago, never used, unless told. */
function seedToken(values: Partial<NewToken> & { name: string }) {
  const now = Date.now();
  return mockDb.apiTokens.insert({
    userId: 1,
    scopes: ['orders.view'],
    hint: 'fa_pat_Ab3x',
    createdAt: iso(now - 10 * DAY),
    expiresAt: iso(now + 80 * DAY),
    lastUsedAt: null,
    revokedAt: null,
    ...values,
  });
}

/** The requests of `method` to the tokens' endpoints (the sign-in's own calls left out), by path. */
const tokenCalls = (requests: Request[], method: string) =>
  requests
    .filter((request) => request.method === method && new URL(request.url).pathname.includes('/tokens'))
    .map((request) => new URL(request.url).pathname);

const createDialog = () => screen.findByRole('dialog', { name: 'Create an API token' });
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;

/** Opens Create token, names the token and ticks the permissions named, then sends the form. */
async function createToken(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  name: string,
  scopes: string[],
) {
  await user.click(await screen.findByRole('button', { name: 'Create token' }));
  const dialog = within(await createDialog());
  await user.type(dialog.getByRole('textbox', { name: /^Name/ }), name);
  for (const scope of scopes) await user.click(dialog.getByRole('checkbox', { name: scope }));
  await user.click(dialog.getByRole('button', { name: 'Create token' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API tokens page', () => {
  it('says what a token is when there is none yet', async () => {
    await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
    expect(await screen.findByText('No API tokens yet')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Create token' })).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the tokens with their hint, permissions, expiry, last use and state', async () => {
    const now = Date.now();
    seedToken({ name: 'Nightly export', scopes: ['orders.view', 'orders.handle', 'refunds.approve'] });
    seedToken({ name: 'Menu sync', scopes: ['menus.edit'], expiresAt: iso(now + 3 * DAY - 60_000) });
    seedToken({ name: 'Old report', expiresAt: iso(now - 2 * DAY), lastUsedAt: iso(now - 5 * DAY) });
    seedToken({ name: 'Leaked one', revokedAt: iso(now - DAY), lastUsedAt: iso(now - 3 * 3_600_000) });
    await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });

    const table = await screen.findByRole('table', { name: 'Your tokens' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Permissions', 'Created', 'Expires', 'Last used', 'State', 'Actions']);
    const nightly = await rowOf('Nightly export');
    expect(within(nightly).getByText('Starts with \u2066fa_pat_Ab3x\u2069')).toBeInTheDocument();
    expect(nightly).toHaveTextContent('View orders and 2 more');
    expect(nightly).toHaveTextContent('Never used');
    expect(within(nightly).getByText('Active')).toBeVisible();
    expect(within(await rowOf('Menu sync')).getByText('In 3 days')).toBeVisible();
    const old = await rowOf('Old report');
    expect(within(old).getByText('Expired')).toBeVisible();
    expect(old).toHaveTextContent('5 days ago');
    expect(within(old).queryByRole('button')).toBeNull();
    const leaked = await rowOf('Leaked one');
    expect(within(leaked).getByText('Revoked')).toBeVisible();
    expect(leaked).toHaveTextContent('3 hours ago');
    expect(within(leaked).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 active tokens, of at most 50.')).toBeVisible();
  });

  it('shows the new secret once, and it is gone once the dialog is closed', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    await createToken(user, 'Nightly export', ['View orders', 'Moderate reviews']);

    const reveal = within(await screen.findByRole('dialog', { name: 'Copy your new token' }));
    const field = reveal.getByRole('textbox', { name: 'Token \u2068Nightly export\u2069' });
    const secret = (field as HTMLInputElement).value;
    expect(secret).toMatch(API_TOKEN_PATTERN);
    expect(field).toHaveAttribute('readonly');
    expect(reveal.getByText(/you will not see it again/)).toBeVisible();
    expect(reveal.getByRole('button', { name: 'Copy' })).toHaveFocus();
    const post = requests.find(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/api/tokens',
    );
    expect(await post?.json()).toEqual({
      name: 'Nightly export',
      scopes: ['orders.view', 'reviews.moderate'],
      expiresInDays: 90,
    });
    const [stored] = mockDb.apiTokens.all();
    expect(stored).toMatchObject({ userId: 1, scopes: ['orders.view', 'reviews.moderate'] });
    expect(secret.startsWith(stored?.hint ?? '-')).toBe(true);

    await user.click(reveal.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain(secret);
    const row = await rowOf('Nightly export');
    expect(within(row).getByText('Active')).toBeVisible();

    // Opening the dialog again starts a new token: the secret is not shown again.
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const again = within(await createDialog());
    expect(again.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(secret);
  });

  it('copies the secret, or selects it and says how when the clipboard refuses', async () => {
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    // (user-event gives the page a clipboard of its own.)
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await createToken(user, 'Copied', ['View orders']);
    const reveal = within(await screen.findByRole('dialog', { name: 'Copy your new token' }));
    const secret = (reveal.getByRole('textbox') as HTMLInputElement).value;
    await user.click(reveal.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await reveal.findByRole('status')).toHaveTextContent('Copied to the clipboard');

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(reveal.getByRole('button', { name: 'Copy' }));
    expect(await reveal.findByText(/press Ctrl\+C/)).toBeVisible();
    const field = reveal.getByRole('textbox') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, secret.length]);
  });

  it("refuses a form without a name or a permission with the contract's messages, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = within(await createDialog());
    await user.click(dialog.getByRole('button', { name: 'Create token' }));
    expect(await dialog.findByText('Name is required')).toBeVisible();
    expect(dialog.getByText('Choose at least one permission')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(tokenCalls(requests, 'POST')).toEqual([]);

    // Fixed, the messages go as the values change.
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Script');
    await user.click(dialog.getByRole('checkbox', { name: 'Edit menus' }));
    await waitFor(() => expect(dialog.queryByText('Choose at least one permission')).toBeNull());
    expect(dialog.queryByText('Name is required')).toBeNull();
  });

  it('offers the expiry presets, 90 days first, and says the date it gives', async () => {
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = within(await createDialog());
    const presets = within(dialog.getByRole('radiogroup', { name: 'Expires after' }));
    expect(presets.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '365 days',
    ]);
    expect(presets.getByRole('radio', { name: '90 days' })).toBeChecked();
    await user.click(presets.getByRole('radio', { name: '7 days' }));
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Short');
    await user.click(dialog.getByRole('checkbox', { name: 'View orders' }));
    await user.click(dialog.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog', { name: 'Copy your new token' });
    const [stored] = mockDb.apiTokens.all();
    const days = (Date.parse(stored?.expiresAt ?? '') - Date.parse(stored?.createdAt ?? '')) / DAY;
    expect(days).toBe(7);
  });

  it('offers an owner only the permissions they hold: no platform ones', async () => {
    mockDb.actor = DEMO_OWNER.email;
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_OWNER });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = within(await createDialog());
    const permissions = within(await dialog.findByRole('group', { name: 'Permissions' }));
    expect(permissions.getByRole('checkbox', { name: 'View orders' })).toBeVisible();
    expect(permissions.getByRole('checkbox', { name: 'Manage the team' })).toBeVisible();
    expect(permissions.queryByRole('group', { name: /^Platform permissions/ })).toBeNull();
    for (const platform of ['Approve refunds', 'Dispatch couriers', 'Moderate reviews', 'Manage people'])
      expect(permissions.queryByRole('checkbox', { name: platform })).toBeNull();
  });

  it('offers an admin every permission of the catalogue', async () => {
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = within(await createDialog());
    expect(dialog.getByRole('group', { name: /^Platform permissions/ })).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: 'Manage people' })).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: 'Run the platform' })).toBeVisible();
  });

  it("shows the server's refusal above the form: too many live tokens", async () => {
    for (let index = 0; index < MAX_API_TOKENS; index++) seedToken({ name: `Script ${index}` });
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    await createToken(user, 'One more', ['View orders']);
    const dialog = within(await createDialog());
    expect(await dialog.findByText('You already have 50 API tokens. Revoke one first.')).toBeVisible();
    expect(mockDb.apiTokens.all()).toHaveLength(MAX_API_TOKENS);
  });

  it('revokes a token after asking: DELETE, and the row says Revoked', async () => {
    const token = seedToken({ name: 'Nightly export' });
    const requests = recordRequests();
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN });
    const row = await rowOf('Nightly export');
    await user.click(within(row).getByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke this token?' }));
    expect(
      confirm.getByText(/Scripts that use .*Nightly export.* are refused from their next call/),
    ).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(tokenCalls(requests, 'DELETE')).toEqual([`/api/tokens/${token.id}`]);
    const revoked = await rowOf('Nightly export');
    expect(within(revoked).getByText('Revoked')).toBeVisible();
    expect(within(revoked).queryByRole('button', { name: 'Revoke Nightly export' })).toBeNull();
    expect(mockDb.apiTokens.find(token.id)?.revokedAt).not.toBeNull();
  });

  it('is for staff: a customer gets "Not allowed" and no link to it', async () => {
    mockDb.actor = DEMO_CUSTOMER.email;
    await renderApp('/api-tokens', { signedInAs: DEMO_CUSTOMER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'API tokens' })).toBeNull();
  });
});

describe("a person's tokens on the Users page", () => {
  it('lists them from the details, and Revoke revokes the one chosen', async () => {
    const token = seedToken({ name: 'Owner script', userId: 2, scopes: ['menus.edit'] });
    seedToken({ name: 'Admin script', userId: 1 });
    const requests = recordRequests();
    const { user } = await renderApp('/admin/users?search=owner%40demo.food', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'View owner@demo.food' }));
    const details = within(await screen.findByRole('dialog', { name: 'User details' }));
    await user.click(details.getByRole('button', { name: 'API tokens' }));

    const dialog = within(await screen.findByRole('dialog', { name: /^API tokens of .*Oscar Owner/ }));
    const row = (await dialog.findByRole('rowheader', { name: /^Owner script/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(dialog.queryByRole('rowheader', { name: /^Admin script/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Revoke Owner script' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke this token?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeVisible());
    expect(tokenCalls(requests, 'DELETE')).toEqual([`/admin/users/2/tokens/${token.id}`]);
  });
});
