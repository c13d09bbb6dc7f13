import { deleteRestaurantCascade, mockDb, moveToTrash } from '@food-admin/mocks';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** "Recently deleted" in French and Arabic (docs/requirements.md#req-i18n). */
describe('the trash in other languages', () => {
  beforeEach(() => {
    deleteRestaurantCascade(2);
    const dish = mockDb.dishes.all().find((row) => row.menuId === 1);
    if (dish) moveToTrash('dish', [dish.id]);
  });

  it('in French: title, headers, kinds, and the purge confirmation', async () => {
    const { user } = await renderApp('/admin/trash', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Supprimés récemment' })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Supprimés récemment' }));
    expect(table.getByRole('columnheader', { name: 'Suppression définitive' })).toBeVisible();
    expect(await table.findByText('Plat')).toBeVisible();
    await user.click(table.getByRole('button', { name: 'Supprimer définitivement : Sakura Sushi Bar' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer définitivement ?' }));
    expect(dialog.getByText(/« \u2068Sakura Sushi Bar\u2069 » et ce qui a été supprimé avec/)).toBeVisible();
  });

  it('in Arabic: restoring says so in a toast', async () => {
    const { user } = await renderApp('/admin/trash', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المحذوفات الأخيرة' })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'المحذوفات الأخيرة' }));
    expect(await table.findByText('مطعم')).toBeVisible();
    await user.click(table.getByRole('button', { name: 'استعادة Sakura Sushi Bar' }));
    expect(await screen.findByText('تمت استعادة المطعم')).toBeVisible();
  });
});
