import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

describe('the frame, crumbs and load errors in French and Arabic', () => {
  it('offers the skip link in French', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main');
  });

  it("puts an owner's restaurant under their restaurants in Arabic", async () => {
    const owned = mockDb.restaurants.all().find((restaurant) => restaurant.ownerId != null)!;
    await renderApp(`/admin/restaurants/${owned.id}/edit`, { signedInAs: DEMO_OWNER, locale: 'ar' });
    const crumbs = await screen.findByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByRole('link', { name: 'مطاعمي' })).toBeVisible();
  });

  it('offers Retry in French when a record cannot be read', async () => {
    mockServer.use(overrides.error('restaurant', 500, 'Database is down'));
    await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
