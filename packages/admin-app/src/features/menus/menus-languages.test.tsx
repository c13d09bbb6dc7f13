import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

describe('menus in French and Arabic', () => {
  it('French table: heading, columns, search and Add Menu', async () => {
    await renderApp('/admin/menus?layout=table', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Menus' });
    expect(await within(table).findByRole('columnheader', { name: 'Restaurant' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /Nom/ })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des menus' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ajouter un menu' })).toBeVisible();
  });

  it('Arabic form: title, the restaurant select and its placeholder', async () => {
    await renderApp('/admin/menus/new', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'إضافة قائمة' })).toBeVisible();
    const select = screen.getByRole('combobox', { name: /المطعم/ });
    expect(await within(select).findByText('اختر مطعمًا')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'نشط' })).toBeChecked();
  });
});
