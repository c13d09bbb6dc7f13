import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountLike } from '../../types';
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

  it('treats a profile without a role like logged out', () => {
    // docs/requirements.md#req-roles-header
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
