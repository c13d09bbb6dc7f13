import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const feed = () => screen.getByRole('list', { name: 'Activity entries' });
// The page itself, without the sidebar's links of the same names.
const page = () => within(screen.getByRole('main'));
const recentActivityRequests = () => {
  const urls: URL[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/admin/recent-activity') urls.push(url);
  });
  return urls;
};

describe('/admin (dashboard)', () => {
  it('shows the four counts, each linking to its list', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    const expected = [
      ['Restaurants', '/admin/restaurants', mockDb.restaurants.count()],
      ['Users', '/admin/users', mockDb.users.count()],
      ['Orders', '/admin/orders', mockDb.orders.count()],
      ['Reviews', '/admin/reviews', mockDb.reviews.count()],
    ] as const;
    for (const [label, href, count] of expected) {
      const link = await page().findByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent(String(count));
    }
  });

  it('shows skeletons (no links yet) while the counts load', async () => {
    mockServer.use(overrides.loading('dashboardStats'));
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const busyCards = [...document.querySelectorAll('.fa-stat-wrap[aria-busy="true"]')];
    // The four counts (the trends' cards below have skeletons of their own).
    expect(busyCards.filter((card) => !card.closest('.dashboard-trends'))).toHaveLength(4);
    expect(page().queryByRole('link', { name: /^Restaurants/ })).not.toBeInTheDocument();
  });

  it('filters the feed by category on the server (the category-filter defect is fixed) and keeps it in the URL', async () => {
    // docs/requirements.md#req-activity-category
    const requests = recentActivityRequests();
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await waitFor(() => expect(within(feed()).getAllByRole('listitem').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Order');
    await waitFor(() => expect(history.location.search).toBe('?category=ORDER'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('category')).toBe('ORDER'));
    const orderEntries = mockDb.activity.all().filter((entry) => entry.category === 'ORDER');
    await waitFor(() =>
      expect(within(feed()).getAllByRole('listitem')).toHaveLength(Math.min(10, orderEntries.length)),
    );
    within(feed())
      .getAllByRole('listitem')
      .forEach((item) =>
        expect(orderEntries.some((entry) => item.textContent?.includes(entry.action))).toBe(true),
      );
    mockServer.events.removeAllListeners();
  });

  it('filters by level and by text', async () => {
    const requests = recentActivityRequests();
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await waitFor(() => expect(within(feed()).getAllByRole('listitem').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Warning');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('level')).toBe('WARN'));
    await user.type(screen.getByRole('searchbox', { name: 'Search activity' }), 'deleted');
    await waitFor(() => expect(history.location.search).toContain('search=deleted'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('search')).toBe('deleted'));
    expect(requests.at(-1)?.searchParams.get('level')).toBe('WARN');
    mockServer.events.removeAllListeners();
  });

  it('Load more appends the next page until the last one', async () => {
    const { user } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await waitFor(() => expect(within(feed()).getAllByRole('listitem')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(feed()).getAllByRole('listitem')).toHaveLength(20));
    const total = mockDb.activity.count();
    for (let shown = 20; shown < total; shown += 10) {
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(within(feed()).getAllByRole('listitem')).toHaveLength(Math.min(total, shown + 10)),
      );
    }
    await waitFor(() => expect(within(feed()).getAllByRole('listitem')).toHaveLength(total));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('shows the feed error as a banner', async () => {
    mockServer.use(overrides.error('recentActivity', 500, 'Activity log is unavailable'));
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText('Activity log is unavailable')).toBeVisible();
  });

  it('is for ADMIN only; a RESTAURANT account reaches its restaurants via My Restaurants', async () => {
    const adminCalls: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/admin/')) adminCalls.push(path);
    });
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_OWNER });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    // The route's loader does not read for a screen the account is not shown.
    expect(adminCalls).toEqual([]);
    mockServer.events.removeAllListeners();
    // The header's button (the sidebar has a link of the same name).
    const header = document.querySelector<HTMLElement>('.fa-header');
    await user.click(within(header!).getByRole('link', { name: 'My Restaurants' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(await screen.findByRole('heading', { name: 'My Restaurants' })).toBeVisible();
  });
});

describe('/admin/orders and /admin/reviews', () => {
  it('lists orders in a read-only table', async () => {
    await renderApp('/admin/orders', { signedInAs: DEMO_ADMIN });
    const table = await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByText(/^Page 1 of/)).toBeVisible();
  });

  it('lists reviews in a read-only table', async () => {
    await renderApp('/admin/reviews', { signedInAs: DEMO_ADMIN });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  });
});
