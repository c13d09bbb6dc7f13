import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

describe('dishes in French and Arabic (docs/requirements.md#req-i18n)', () => {
  it('shows the table in French: headings, headers, prices and a plural', async () => {
    const { user } = await renderApp('/admin/menus/1/dishes?layout=table', {
      signedInAs: DEMO_ADMIN,
      locale: 'fr',
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Plats de / })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ajouter un plat' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Plats' });
    for (const header of ['Nom', 'Prix', 'Disponibilité', 'Catégorie'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    // Two decimals, the French way: '16,50 $US' for '$16.50'.
    const prices = [...table.querySelectorAll('td[data-label="Prix"]')].map((cell) => cell.textContent);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^\d+,\d{2}\s\$US$/);

    const [, first, second] = within(table).getAllByRole('checkbox');
    await user.click(first!);
    await user.click(second!);
    const bar = screen.getByRole('region', { name: 'Actions groupées sur les plats' });
    await user.click(within(bar).getByRole('button', { name: 'Rendre indisponible' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Rendre 2 plats indisponibles ?')).toBeVisible();
  });

  it('shows the dish form in Arabic, right to left', async () => {
    await renderApp('/admin/menus/1/dishes/new', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: /^إضافة طبق/ })).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('textbox', { name: /الاسم/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /الفئة/ })).toHaveTextContent('بلا فئة');
    expect(screen.getByRole('switch', { name: /متوفر/ })).toBeChecked();
  });
});
