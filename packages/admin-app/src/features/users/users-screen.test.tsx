import { PERMISSIONS } from '@food-admin/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const table = () => screen.getByRole('table', { name: 'Users' });
const rowFor = async (email: string) =>
  (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;

describe('/admin/users', () => {
  it('shows the required columns and pages with Previous/Next and "Page N of M"', async () => {
    // docs/requirements.md#req-routes-users
    const { user, history } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    await rowFor('admin@demo.food');
    const [select, ...columns] = within(table()).getAllByRole('columnheader');
    // Ours first: the selection column for bulk actions (docs/requirements.md#req-lists-view).
    expect(within(select as HTMLElement).getByRole('checkbox', { name: /Select all/ })).toBeVisible();
    expect(columns.map((header) => header.textContent)).toEqual([
      'ID',
      'Name',
      'Email',
      'Role',
      'Phone',
      'Actions',
    ]);
    const total = Math.ceil(mockDb.users.all().length / 10);
    expect(screen.getByText(`Page 1 of ${total}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    for (let page = 2; page <= total; page += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(`Page ${page} of ${total}`)).toBeVisible();
    }
    // The last page: Next is disabled, and the page lives in the URL.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(history.location.search).toContain(`page=${total - 1}`);
  });

  it('a new search by email resets to page 0', async () => {
    const { user, history } = await renderApp('/admin/users?page=2', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText(/^Page 3 of/)).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search users by email' }), 'olivia');
    await waitFor(() => expect(history.location.search).toBe('?search=olivia'));
    expect(await screen.findByRole('cell', { name: 'olivia.martin@example.com' })).toBeVisible();
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });

  it('shows a warning banner with the message when the list fails', async () => {
    mockServer.use(overrides.error('users', 503, 'User directory is unavailable'));
    await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText('User directory is unavailable')).toBeVisible();
  });

  it('changes only the role in the edit modal', async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    const row = await rowFor('customer@demo.food');
    await user.click(within(row).getByRole('button', { name: 'Edit customer@demo.food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Restaurant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockDb.users.all().find((candidate) => candidate.email === 'customer@demo.food')?.role).toBe(
      'RESTAURANT',
    );
    expect(await within(await rowFor('customer@demo.food')).findByText('RESTAURANT')).toBeVisible();
  });

  it('shows the save error inside the modal', async () => {
    mockServer.use(overrides.error('updateUser', 403, 'You cannot change your own role'));
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    const row = await rowFor('admin@demo.food');
    await user.click(within(row).getByRole('button', { name: 'Edit admin@demo.food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Customer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You cannot change your own role')).toBeVisible();
  });

  it('deletes a user after confirmation and the row disappears without a reload', async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    const row = await rowFor('customer@demo.food');
    await user.click(within(row).getByRole('button', { name: 'Delete customer@demo.food' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'customer@demo.food' })).not.toBeInTheDocument(),
    );
    expect(mockDb.users.all().some((candidate) => candidate.email === 'customer@demo.food')).toBe(false);
  });

  it('says where a deleted user goes, for how long, and how to get them back', async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    const row = await rowFor('customer@demo.food');
    await user.click(within(row).getByRole('button', { name: 'Delete customer@demo.food' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    // The name and the email are isolated runs (U+2068/U+2066 … U+2069), for right-to-left text.
    expect(dialog).toHaveAccessibleDescription(
      'Delete user \u2068Cora Customer\u2069 (\u2066customer@demo.food\u2069)? The account stays in ' +
        'Recently deleted for 30 days and cannot sign in; you can undo this right away or restore it from there.',
    );
    expect(dialog).not.toHaveTextContent('cannot be undone');
  });

  it('views a user', async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    const row = await rowFor('owner@demo.food');
    await user.click(within(row).getByRole('button', { name: 'View owner@demo.food' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(dialog).getAllByText('Oscar Owner').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('+1 555 0101')).toBeVisible();
  });
});

describe('/admin/users: what a person can do', () => {
  it('names the sets a person holds, where, with their permissions', async () => {
    // docs/requirements.md#req-permissions: Amelia holds Support platform-wide in the fixtures.
    const { user } = await renderApp('/admin/users?search=amelia', { signedInAs: DEMO_ADMIN });
    const row = await rowFor('amelia.kowalski@example.com');
    await user.click(within(row).getByRole('button', { name: 'View amelia.kowalski@example.com' }));
    const details = await screen.findByRole('dialog', { name: 'User details' });
    await user.click(within(details).getByRole('button', { name: 'What they can do' }));
    const dialog = await screen.findByRole('dialog', { name: /What .*Amelia Kowalski.* can do/ });
    const support = await within(dialog).findByRole('region', { name: 'Support, platform-wide' });
    expect(
      within(support)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['View orders', 'Handle orders', 'Reply to reviews', 'Moderate reviews']);
  });

  it("says an owner's restaurants, an administrator's everything, and a customer's nothing here", async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    const open = async (email: string) => {
      await user.click(within(await rowFor(email)).getByRole('button', { name: `View ${email}` }));
      const details = await screen.findByRole('dialog', { name: 'User details' });
      await user.click(within(details).getByRole('button', { name: 'What they can do' }));
      return screen.findByRole('dialog', { name: /can do/ });
    };
    const owned = mockDb.restaurants.all().filter((row) => row.ownerId === DEMO_OWNER_ID).length;
    const owner = await open('owner@demo.food');
    expect(await within(owner).findByRole('region', { name: `Owner of ${owned} restaurants` })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const admin = await open('admin@demo.food');
    const everything = await within(admin).findByRole('region', { name: 'Administrator, platform-wide' });
    expect(within(everything).getAllByRole('listitem')).toHaveLength(PERMISSIONS.length);
  });

  it('shows the error with a retry when the answer fails', async () => {
    mockServer.use(overrides.error('userAccess', 503, 'The server is busy'));
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    await user.click(
      within(await rowFor('admin@demo.food')).getByRole('button', { name: 'View admin@demo.food' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'User details' })).getByRole('button', {
        name: 'What they can do',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /can do/ });
    expect(await within(dialog).findByText('The server is busy')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  });
});
