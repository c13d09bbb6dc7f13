import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COURIER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** The orders list and one order's page in French and Arabic (docs/requirements.md#req-i18n). */
describe('orders in other languages', () => {
  it('the list in French: title, tabs, column headers and status badges', async () => {
    await renderApp('/admin/orders', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Toutes/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^En attente/ })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Commandes' });
    expect(within(table).getByRole('columnheader', { name: /Client/ })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /Passée le/ })).toBeVisible();
    expect((await within(table).findAllByText('En attente')).length).toBeGreaterThan(0);
  });

  it("an order's page in French: moves, items, prices and the timeline", async () => {
    await renderApp('/admin/orders/1028', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: /Commande n° 1028/ })).toBeVisible();
    const actions = within(screen.getByRole('group', { name: 'Actions sur la commande' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Accepter',
      'Refuser',
      'Annuler la commande',
    ]);
    const items = screen.getByRole('table', { name: 'Articles' });
    expect(within(items).getByRole('rowheader', { name: 'Frais de livraison' })).toBeVisible();
    // Prices the French way: a decimal comma and the currency after the amount.
    expect(within(items).getByRole('row', { name: /^Total/ })).toHaveTextContent(/\d,\d\d\s\$US$/);
    expect(screen.getByRole('region', { name: 'Chronologie' })).toBeVisible();
  });

  it("an order's page in Arabic, right to left: the move's toast and the new status", async () => {
    const { user } = await renderApp('/admin/orders/1028', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: /الطلب رقم 1028/ })).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'قبول' }));
    expect(await screen.findByText('تم قبول الطلب')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'بدء التحضير' })).toBeVisible();
  });

  it("a courier's list in Arabic: My deliveries and their availability switch", async () => {
    await renderApp('/admin/orders', { signedInAs: DEMO_COURIER, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'توصيلاتي' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'متاح للتوصيل' })).toBeVisible();
  });
});
