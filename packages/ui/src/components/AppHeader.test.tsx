import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountLike } from '../types';
import { AppHeader } from './AppHeader';

const account = (role: AccountLike['role']): AccountLike => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  role,
});

describe('AppHeader', () => {
  it('shows Login and Register when logged out', () => {
    render(<AppHeader account={null} onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  // Must be the first test that renders an account: later ones get the already loaded menu.
  it('shows a look-alike trigger while the menu loads and opens the menu when it was clicked', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    render(<AppHeader account={account('CUSTOMER')} onLogout={onLogout} />);
    const placeholder = screen.getByRole('button', { name: /Ada Lovelace/ });
    // Radix's trigger carries data-state; the placeholder does not.
    expect(placeholder).not.toHaveAttribute('data-state');
    await user.click(placeholder);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toHaveAttribute('data-state', 'closed');
  });

  it('shows Admin Panel and the account menu for ADMIN', () => {
    render(<AppHeader account={account('ADMIN')} onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows My Restaurants for RESTAURANT and only the menu for CUSTOMER', () => {
    const { rerender } = render(<AppHeader account={account('RESTAURANT')} onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'My Restaurants' })).toBeInTheDocument();
    rerender(<AppHeader account={account('CUSTOMER')} onLogout={() => {}} />);
    expect(screen.queryByRole('button', { name: 'My Restaurants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('treats a profile without a role like logged out (SPEC 6)', () => {
    render(<AppHeader account={account(null)} onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('renders the app links through renderLink', () => {
    render(
      <AppHeader
        account={account('ADMIN')}
        onLogout={() => {}}
        renderLink={({ to, ...props }) => <a href={`/${to}`} {...props} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });
});
