import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** The JSON body of the app's dish create (POST /api/menus/1/dishes). */
async function createdDishBody(requests: Request[]) {
  const post = requests.find(
    (request) => request.method === 'POST' && /\/menus\/1\/dishes$/.test(request.url),
  );
  return (await post?.clone().json()) as { price: unknown } | undefined;
}

describe("the dish's price in the reader's language (issue 54)", () => {
  it('reads 2,5 in French as 2.5, shows 2,50 and saves 2.5', async () => {
    const requests = recordRequests();
    const { user, history } = await renderApp('/admin/menus/1/dishes/new', {
      signedInAs: DEMO_ADMIN,
      locale: 'fr',
    });
    await user.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Tarte fine');
    const price = screen.getByRole('textbox', { name: /^Prix/ });
    await user.type(price, '2,5');
    expect(price).toHaveDisplayValue('2,5');
    await user.tab();
    expect(price).toHaveDisplayValue('2,50');
    expect(screen.queryByText(/Saisissez un nombre/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/1/dishes'));
    expect(mockDb.dishes.all().find((dish) => dish.name === 'Tarte fine')?.price).toBe(2.5);
    // The API gets the number as before: the contract's price, not the text.
    expect((await createdDishBody(requests))?.price).toBe(2.5);
    mockServer.events.removeAllListeners();
  });

  it('shows a loaded price the French way', async () => {
    const { user } = await renderApp('/admin/menus/1/dishes/1/edit', {
      signedInAs: DEMO_ADMIN,
      locale: 'fr',
    });
    const price = await screen.findByRole('textbox', { name: /^Prix/ });
    const stored = mockDb.dishes.all().find((dish) => dish.id === 1)!.price;
    await waitFor(() => expect(price).toHaveDisplayValue(stored.toFixed(2).replace('.', ',')));
    await user.clear(price);
    await user.type(price, '1.5');
    await user.tab();
    expect(price).toHaveDisplayValue('1,50');
  });

  it('keeps 12abc as typed and says what it wants once the field is left, without saving', async () => {
    const { user, history } = await renderApp('/admin/menus/1/dishes/new', {
      signedInAs: DEMO_ADMIN,
      locale: 'fr',
    });
    await user.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Tarte fine');
    const price = screen.getByRole('textbox', { name: /^Prix/ });
    await user.type(price, '12abc');
    // Not while typing: a number on its way may pass through a text that is not one yet.
    expect(screen.queryByText(/Saisissez un nombre/)).not.toBeInTheDocument();
    await user.tab();
    expect(price).toHaveDisplayValue('12abc');
    expect(screen.getByText('Saisissez un nombre, par exemple 12,50.')).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    const before = mockDb.dishes.count();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Saisissez un nombre, par exemple 12,50.')).toBeVisible();
    expect(history.location.pathname).toBe('/admin/menus/1/dishes/new');
    expect(mockDb.dishes.count()).toBe(before);
    // Fixed, the message goes at once.
    await user.clear(price);
    await user.type(price, '12,5');
    expect(screen.queryByText(/Saisissez un nombre/)).not.toBeInTheDocument();
  });

  it('refuses 2,5 in English, where the comma groups thousands, rather than saving 25', async () => {
    const { user, history } = await renderApp('/admin/menus/1/dishes/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Thin tart');
    const price = screen.getByRole('textbox', { name: /^Price/ });
    await user.type(price, '2,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Type a number, such as 12.50.')).toBeVisible();
    expect(price).toHaveDisplayValue('2,5');
    expect(history.location.pathname).toBe('/admin/menus/1/dishes/new');
    expect(mockDb.dishes.all().find((dish) => dish.name === 'Thin tart')).toBeUndefined();
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator in Arabic', async () => {
    const { user, history } = await renderApp('/admin/menus/1/dishes/new', {
      signedInAs: DEMO_ADMIN,
      locale: 'ar',
    });
    await user.type(await screen.findByRole('textbox', { name: /الاسم/ }), 'فطيرة');
    const price = screen.getByRole('textbox', { name: /السعر/ });
    await user.type(price, '١٢٫٥');
    await user.tab();
    expect(price).toHaveDisplayValue(new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(12.5));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/1/dishes'));
    expect(mockDb.dishes.all().find((dish) => dish.name === 'فطيرة')?.price).toBe(12.5);
  });

  it('says so in Arabic for a text it cannot read', async () => {
    const { user } = await renderApp('/admin/menus/1/dishes/new', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    const price = await screen.findByRole('textbox', { name: /السعر/ });
    await user.type(price, '1.2.3');
    await user.tab();
    const example = new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(12.5);
    expect(screen.getByText(`اكتب رقمًا، مثل ${example}.`)).toBeVisible();
    expect(price).toHaveDisplayValue('1.2.3');
  });
});
