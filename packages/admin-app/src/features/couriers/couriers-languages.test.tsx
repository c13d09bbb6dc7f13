import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** The couriers screen and its assign dialog in French and Arabic (docs/requirements.md#req-i18n). */
describe('couriers in other languages', () => {
  it('in French: title, column headers, the deliveries count and the assign dialog', async () => {
    const { user } = await renderApp('/admin/couriers', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Livreurs' })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Livreurs' }));
    expect(table.getByRole('columnheader', { name: 'Livraisons en cours' })).toBeVisible();
    expect(table.getByRole('columnheader', { name: 'Durée moy. de livraison' })).toBeVisible();
    expect(
      (await table.findAllByRole('link', { name: /^\d+ livraisons? en cours de / })).length,
    ).toBeGreaterThan(0);
    await user.click(table.getAllByRole('button', { name: /^Assigner une commande à / })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: /^Assigner une commande à / }));
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Assigner' })).toBeVisible();
  });

  it('in Arabic: title, headers, the deliveries count in its plural form and phones left to right', async () => {
    await renderApp('/admin/couriers', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المندوبون' })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'المندوبون' }));
    expect(table.getByRole('columnheader', { name: 'توصيلات جارية' })).toBeVisible();
    // The count's name holds the number the link shows (axe's label-content-name-mismatch).
    const counts = await table.findAllByRole('link', { name: /^\S+ توصيل(ة|ات) جارية لدى / });
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count.getAttribute('aria-label')).toContain(count.textContent);
    // '+1 555 0102' would read '0102 555 1+' in a right-to-left cell.
    const phone = table.getAllByText(/^\+\d[\d ]+$/)[0]!;
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
