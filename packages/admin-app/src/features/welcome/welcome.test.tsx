import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_OWNER, renderApp, setupMockBackend } from '@/test/render-app';

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
      ['Restaurants', '/admin/restaurants'],
      ['Menus', '/admin/menus'],
      ['Orders', '/admin/orders'],
      ['Reviews', '/admin/reviews'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
  });

  it('offers an owner their restaurants and menus', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_OWNER });
    expect(await nextLinks()).toEqual([
      ['My Restaurants', '/admin/restaurants'],
      ['Menus', '/admin/menus'],
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
});
