import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_OWNER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

describe('restaurants in French and Arabic', () => {
  it('French table: columns and a bulk confirmation with its count', async () => {
    const { user } = await renderApp('/admin/restaurants?layout=table', {
      signedInAs: DEMO_ADMIN,
      locale: 'fr',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Restaurants' });
    await within(table).findByRole('link', { name: 'Trattoria Bella Vista' });
    expect(within(table).getByRole('columnheader', { name: /Adresse/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ajouter un restaurant' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Trattoria Bella Vista' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Sakura Sushi Bar' }));
    const bar = screen.getByRole('region', { name: 'Actions groupées sur les restaurants' });
    await user.click(within(bar).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Supprimer 2 restaurants avec leurs menus et leurs plats ? Ils restent 30 jours dans Supprimés récemment ; vous pouvez les restaurer depuis cette page.',
      ),
    ).toBeVisible();
  });

  it('French form: title and field labels', async () => {
    await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ajouter un restaurant' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Adresse/ })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Actif' })).toBeVisible();
  });

  it("Arabic: an owner's grid", async () => {
    await renderApp('/admin/restaurants', { signedInAs: DEMO_OWNER, locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'مطاعمي' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'البحث في المطاعم' })).toHaveAttribute(
      'placeholder',
      'البحث بالاسم',
    );
  });

  it("Arabic: a restaurant's menu page", async () => {
    await renderApp('/admin/restaurants/1/menu', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'قائمة Trattoria Bella Vista' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'تعديل القائمة' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'إضافة طبق' })).toBeVisible();
  });
});
