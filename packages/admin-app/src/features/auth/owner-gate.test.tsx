import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The demo owner owns the first restaurants of the mock seed; find one they own and one they do not.
const owned = () =>
  mockDb.restaurants
    .all()
    .find((restaurant) => restaurant.ownerId !== null && restaurant.ownerId !== undefined)!;
const notOwned = () => mockDb.restaurants.all().find((restaurant) => restaurant.ownerId === null)!;
const menuOf = (restaurantId: number) =>
  mockDb.menus.all().find((menu) => menu.restaurantId === restaurantId)!;

describe('owners see only their own restaurants', () => {
  it("shows 'Not allowed' instead of another owner's restaurant form, menu page and dishes", async () => {
    const other = notOwned();
    await renderApp(`/admin/restaurants/${other.id}/edit`, { signedInAs: DEMO_OWNER });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^name/i)).not.toBeInTheDocument();
  });

  it("blocks another owner's dish list reached by its menu", async () => {
    const menu = menuOf(notOwned().id);
    await renderApp(`/admin/menus/${menu.id}/dishes`, { signedInAs: DEMO_OWNER });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
  });

  it('opens the form of an own restaurant, under "My Restaurants" in the breadcrumbs', async () => {
    await renderApp(`/admin/restaurants/${owned().id}/edit`, { signedInAs: DEMO_OWNER });
    expect(await screen.findByRole('heading', { name: 'Edit Restaurant' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My Restaurants'),
    ).toBeVisible();
  });

  it('lets an admin open any restaurant form', async () => {
    await renderApp(`/admin/restaurants/${notOwned().id}/edit`, { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { name: 'Edit Restaurant' })).toBeVisible();
  });
});
