import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN,
  DEMO_COURIER,
  DEMO_CUSTOMER,
  DEMO_OWNER,
  renderApp,
  setupMockBackend,
} from '@/test/render-app';

setupMockBackend();

const nextLinks = async () => {
  const region = await screen.findByRole('region', { name: 'Where to next' });
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('/welcome: the greeting, then where to go next for the role', () => {
  it('offers an admin every section', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(await nextLinks()).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Staff', '/admin/staff'],
      ['Restaurants', '/admin/restaurants'],
      ['Menus', '/admin/menus'],
      ['Orders', '/admin/orders'],
      ['Operations board', '/admin/board'],
      ['Refunds', '/admin/refunds'],
      ['Couriers', '/admin/couriers'],
      ['Reviews', '/admin/reviews'],
      ['Recently deleted', '/admin/trash'],
      ['Integrations', '/admin/integrations'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
      ['API tokens', '/api-tokens'],
    ]);
  });

  it('offers an owner their restaurants and menus', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_OWNER });
    expect(await nextLinks()).toEqual([
      ['My Restaurants', '/admin/restaurants'],
      ['Menus', '/admin/menus'],
      ['Orders', '/admin/orders'],
      ['Operations board', '/admin/board'],
      ['Refunds', '/admin/refunds'],
      ['Reviews', '/admin/reviews'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
      ['API tokens', '/api-tokens'],
    ]);
  });

  it('offers a courier their deliveries', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_COURIER });
    expect(await nextLinks()).toEqual([
      ['My deliveries', '/admin/orders'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
  });

  it('offers a customer only the account pages', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_CUSTOMER });
    expect(await nextLinks()).toEqual([
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
  });

  it("tells a customer this is the platform's staff back-office, and what to do instead", async () => {
    await renderApp('/welcome', { signedInAs: DEMO_CUSTOMER });
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('This is the staff back-office')).toBeVisible();
    expect(notice).toHaveTextContent(/Your account has no staff role/);
    expect(notice).toHaveTextContent(/use the platform’s app or website/);
    expect(notice).toHaveTextContent(/ask an administrator to give your account that role/);
  });

  it.each([
    ['an admin', DEMO_ADMIN],
    ['an owner', DEMO_OWNER],
    ['a courier', DEMO_COURIER],
  ])('does not tell %s the site is not for them', async (_who, account) => {
    await renderApp('/welcome', { signedInAs: account });
    await screen.findByRole('region', { name: 'Where to next' });
    expect(screen.queryByText('This is the staff back-office')).not.toBeInTheDocument();
  });
});

describe('/welcome: recently opened', () => {
  it('lists a restaurant this account opened, linking back to it', async () => {
    localStorage.removeItem('recent-items');
    const { user } = await renderApp('/admin/restaurants/1/menu', { signedInAs: DEMO_ADMIN });
    const restaurantTitle = await screen.findByRole('heading', { level: 1, name: /^Menu of / });
    const restaurantName = restaurantTitle.textContent!.replace('Menu of ', '');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Welcome' }),
    );
    const recent = await screen.findByRole('region', { name: 'Recently opened' });
    const link = within(recent).getByRole('link', { name: restaurantName });
    expect(link).toHaveAttribute('href', '/admin/restaurants/1/menu');
  });

  it("does not show another account's recent records", async () => {
    await renderApp('/welcome', { signedInAs: DEMO_CUSTOMER });
    await screen.findByRole('region', { name: 'Where to next' });
    expect(screen.queryByRole('region', { name: 'Recently opened' })).not.toBeInTheDocument();
  });
});
