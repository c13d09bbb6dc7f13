import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermissionSetName } from '@food-admin/api-client';
import { DEMO_OWNER_ID, MOCK_PERMISSION_SETS, mockDb } from '@food-admin/mocks';
import { renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// docs/requirements.md#req-permissions: a restaurant account on a team sees, and opens, what its
// permission set there allows, from the same grants the server decides with.

/** The demo owner's first restaurant, the team's. */
const teamRestaurant = () => mockDb.restaurants.all().find((row) => row.ownerId === DEMO_OWNER_ID)!;

/**
 * A restaurant account holding `set` on the team's restaurant (or platform-wide, as the platform's
 * staff), signed in.
 */
function memberHolding(set: PermissionSetName, where: 'team' | 'platform' = 'team') {
  const email = `${set.toLowerCase().replace(' ', '-')}@team.test`;
  const user = mockDb.users.insert({
    uid: `team-${set}`,
    firstName: set,
    lastName: 'Member',
    email,
    role: 'RESTAURANT',
  });
  mockDb.memberships.insert({
    userId: user.id,
    restaurantId: where === 'team' ? teamRestaurant().id : null,
    permissionSetId: MOCK_PERMISSION_SETS.find((candidate) => candidate.name === set)!.id,
    createdAt: new Date().toISOString(),
  });
  mockDb.actor = email;
  return { uid: user.uid, email, displayName: `${set} Member` };
}

const sidebarLinks = () =>
  within(screen.getAllByRole('navigation')[0]!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a member of a restaurant team', () => {
  beforeEach(() => {
    mockDb.actor = 'owner@demo.food';
  });

  it('in the kitchen: My Restaurants lists the team restaurant; orders, not menus, in the sidebar', async () => {
    await renderApp('/admin/restaurants', { signedInAs: memberHolding('Kitchen') });
    const grid = await screen.findByRole('list', { name: 'Restaurants' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading').textContent),
      ).toEqual([teamRestaurant().name]),
    );
    await waitFor(() => expect(sidebarLinks()).toContain('Orders'));
    expect(sidebarLinks()).not.toContain('Menus');
  });

  it("in the kitchen: the restaurant's menu editor says Not allowed", async () => {
    await renderApp(`/admin/restaurants/${teamRestaurant().id}/menu`, {
      signedInAs: memberHolding('Kitchen'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });

  it('editing menus: the menu editor opens; menus, not orders, in the sidebar', async () => {
    await renderApp(`/admin/restaurants/${teamRestaurant().id}/menu`, {
      signedInAs: memberHolding('Menu editor'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Menu of ${teamRestaurant().name}` }),
    ).toBeVisible();
    await waitFor(() => expect(sidebarLinks()).toContain('Menus'));
    expect(sidebarLinks()).not.toContain('Orders');
  });
});

describe('the platform staff', () => {
  beforeEach(() => {
    mockDb.actor = 'owner@demo.food';
  });

  it("in support: orders, refunds and reviews in the sidebar, not the admins' pages", async () => {
    await renderApp('/admin/orders', { signedInAs: memberHolding('Support', 'platform') });
    await waitFor(() => expect(sidebarLinks()).toContain('Reviews'));
    expect(sidebarLinks()).toEqual(
      expect.arrayContaining(['Welcome', 'My Restaurants', 'Orders', 'Refunds', 'Reviews']),
    );
    for (const page of ['Dashboard', 'Users', 'Staff', 'Couriers', 'Trash', 'Menus'])
      expect(sidebarLinks()).not.toContain(page);
  });

  it('in support: the moderation queue opens first, with approve and reject', async () => {
    await renderApp('/admin/reviews', { signedInAs: memberHolding('Support', 'platform') });
    expect(await screen.findByRole('tab', { name: /Pending/, selected: true })).toBeVisible();
    expect((await screen.findAllByRole('button', { name: /^Approve review/ })).length).toBeGreaterThan(0);
  });

  it('in support: the users page and the trash say Not allowed', async () => {
    await renderApp('/admin/users', { signedInAs: memberHolding('Support', 'platform') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });

  it('in finance: refunds, not reviews; the refunds page opens', async () => {
    await renderApp('/admin/refunds', { signedInAs: memberHolding('Finance', 'platform') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await waitFor(() => expect(sidebarLinks()).toContain('Refunds'));
    expect(sidebarLinks()).not.toContain('Reviews');
  });
});
