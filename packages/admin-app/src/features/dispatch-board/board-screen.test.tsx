import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_STATUSES } from '@food-admin/api-client';
import { DEMO_OWNER_ID, mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The operations board's page (docs/requirements.md#req-dispatch-board) over the mock backend: what a
// dispatcher and a restaurant's staff see, the Assign dialog's call with If-Match, and the conflict
// dialog when another dispatcher assigned the order first.

const openOrders = () =>
  mockDb.orders.all().filter((order) => (BOARD_STATUSES as readonly string[]).includes(order.status));

/** An open order without a courier, not picked up: one a dispatcher can assign. */
const assignableOrder = () => {
  const order = openOrders().find((each) => each.status !== 'PICKED_UP' && each.courierId == null);
  if (!order) throw new Error('the fixtures have no assignable order');
  return order;
};

/** An order's card; the first waits for the board's chunk, which the route loads on its own. */
const cardOf = async (id: number) =>
  (await screen.findByRole('link', { name: `#${id}` }, { timeout: 5000 })).closest('li') as HTMLElement;

describe('the operations board', () => {
  it('shows a dispatcher every open order in its column, and the couriers lane', async () => {
    await renderApp('/admin/board', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations board' })).toBeVisible();
    const open = openOrders();
    for (const order of open.slice(0, 5)) expect(await cardOf(order.id)).toBeInTheDocument();
    const pending = open.filter((order) => order.status === 'PENDING').length;
    expect(screen.getByRole('heading', { level: 3, name: `Pending ${pending}` })).toBeVisible();
    expect(screen.getByRole('heading', { name: /^Couriers/ })).toBeVisible();
  });

  it("shows a restaurant's staff their restaurants' orders only, without couriers or Assign", async () => {
    // The mock backend answers as the account named here (its sign-in is the test's own).
    mockDb.actor = DEMO_OWNER.email;
    await renderApp('/admin/board', { signedInAs: DEMO_OWNER });
    const theirs = new Set(
      mockDb.restaurants
        .all()
        .filter((restaurant) => restaurant.ownerId === DEMO_OWNER_ID)
        .map((restaurant) => restaurant.id),
    );
    const mine = openOrders().filter((order) => theirs.has(order.restaurantId));
    const others = openOrders().filter((order) => !theirs.has(order.restaurantId));
    expect(mine.length).toBeGreaterThan(0);
    expect(await cardOf(mine[0]!.id)).toBeInTheDocument();
    for (const order of others) expect(screen.queryByRole('link', { name: `#${order.id}` })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Couriers/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Assign a courier/ })).toBeNull();
  });

  it('filters by restaurant from the URL', async () => {
    const order = assignableOrder();
    await renderApp(`/admin/board?restaurant=${order.restaurantId}`, { signedInAs: DEMO_ADMIN });
    expect(await cardOf(order.id)).toBeInTheDocument();
    const elsewhere = openOrders().filter((each) => each.restaurantId !== order.restaurantId);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const each of elsewhere) expect(screen.queryByRole('link', { name: `#${each.id}` })).toBeNull();
  });

  it('finds an order by its number, and says when nothing open matches', async () => {
    const order = assignableOrder();
    const { user } = await renderApp('/admin/board', { signedInAs: DEMO_ADMIN });
    expect(await cardOf(order.id)).toBeInTheDocument();
    const find = screen.getByRole('searchbox', { name: 'Find an order' });
    await user.type(find, `#${order.id}`);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^#\d+$/ })).toHaveLength(1));
    expect(screen.getByRole('link', { name: `#${order.id}` })).toBeVisible();

    await user.clear(find);
    await user.type(find, 'no such kitchen');
    expect(await screen.findByText('No open order matches')).toBeVisible();
    expect(screen.queryByText('No open orders')).toBeNull();
  });

  it('assigns a courier from the Assign dialog, naming the version the card showed', async () => {
    const order = assignableOrder();
    const requests = recordRequests();
    const { user } = await renderApp('/admin/board', { signedInAs: DEMO_ADMIN });
    const card = await cardOf(order.id);
    await user.click(within(card).getByRole('button', { name: `Assign a courier to #${order.id}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Assign order #${order.id}` }));
    await user.click(dialog.getByRole('combobox', { name: 'Courier' }));
    const [first] = await screen.findAllByRole('option');
    await user.click(first!);
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(mockDb.orders.find(order.id)?.courierId).not.toBeNull());
    const put = requests.find(
      (request) => request.method === 'PUT' && request.url.endsWith(`/orders/${order.id}/courier`),
    );
    expect(put?.headers.get('if-match')).toBe(`"${order.version}"`);
    const courierName = mockDb.orders.find(order.id)?.courierName ?? '';
    expect(await screen.findByText(`Order #${order.id} assigned to ${courierName}`)).toBeVisible();
    await waitFor(() => expect(within(card).getByText(courierName)).toBeVisible());
  });

  it('shows the conflict when another dispatcher assigned the order first', async () => {
    const order = assignableOrder();
    const { user } = await renderApp('/admin/board', { signedInAs: DEMO_ADMIN });
    const card = await cardOf(order.id);
    await user.click(within(card).getByRole('button', { name: `Assign a courier to #${order.id}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Assign order #${order.id}` }));
    // Someone else assigns it while this dispatcher chooses: the dialog's version is behind.
    const other = mockDb.users.all().find((each) => each.role === 'COURIER')!;
    const name = `${other.firstName} ${other.lastName}`;
    mockDb.orders.update(order.id, {
      courierId: other.id,
      courierName: name,
      courier: { id: other.id, name, email: other.email, phone: other.phone ?? null },
    });
    await user.click(dialog.getByRole('combobox', { name: 'Courier' }));
    const options = await screen.findAllByRole('option');
    await user.click(options.at(-1)!);
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    const conflict = await screen.findByRole('dialog', { name: 'Someone else saved changes' });
    expect(within(conflict).getByText(name)).toBeVisible();
  });
});
