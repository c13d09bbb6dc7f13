import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermissionSetName } from '@food-admin/api-client';
import { MOCK_PERMISSION_SETS, mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The platform's Staff page (docs/requirements.md#req-permissions, docs/api.md#staff): the
// administrators, the people holding a set platform-wide, the invitation form and the invitations
// still open. The fixtures hold Amelia Kowalski as Support and an invitation of
// finance.lead@example.com as Finance.

const setId = (name: PermissionSetName) => MOCK_PERMISSION_SETS.find((set) => set.name === name)!.id;
/** The invitations to the platform's staff. */
const staffInvitations = () =>
  mockDb.invitations.all().filter((invitation) => invitation.restaurantId === null);

/** A text as the screen writes it, without the direction marks around a name (U+2066 to U+2069). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const findMessage = (text: string) => screen.findByText((content) => plain(content) === text);
const region = async (name: string) => within(await screen.findByRole('region', { name }));
/** A row of a section's table, found by its first cell (the name, or the invitation's email). */
const rowOf = async (section: string, name: string) =>
  (await (await region(section)).findByRole('rowheader', { name })).closest('tr') as HTMLElement;

/** A restaurant account holding `set` platform-wide. */
function platformMember(firstName: string, set: PermissionSetName) {
  const user = mockDb.users.insert({
    uid: `staff-${firstName.toLowerCase()}`,
    firstName,
    lastName: 'Staff',
    email: `${firstName.toLowerCase()}@staff.test`,
    role: 'RESTAURANT',
  });
  const membership = mockDb.memberships.insert({
    userId: user.id,
    restaurantId: null,
    permissionSetId: setId(set),
    createdAt: new Date().toISOString(),
  });
  return {
    user,
    membership,
    signIn: { uid: user.uid, email: user.email, displayName: `${firstName} Staff` },
  };
}

describe('the Staff page, for an admin', () => {
  beforeEach(() => {
    mockDb.actor = DEMO_ADMIN.email;
  });

  it('lists the administrators read-only and the members with their sets', async () => {
    await renderApp('/admin/staff', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const members = await region('Members');
    expect(
      members.getByText(
        'Administrators hold every permission by their role, which is changed on the Users page.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    expect(members.getByRole('link', { name: 'Open the Users page' })).toHaveAttribute(
      'href',
      '/admin/users',
    );

    const admin = await rowOf('Members', 'Ada Admin');
    expect(
      within(admin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['admin@demo.food', 'Administrator', '3 minutes ago', '']);
    expect(within(admin).queryByRole('combobox')).toBeNull();

    const support = await rowOf('Members', 'Amelia Kowalski');
    expect(within(support).getByRole('cell', { name: 'amelia.kowalski@example.com' })).toBeVisible();
    expect(within(support).getByRole('combobox', { name: 'Permission set of Amelia Kowalski' })).toHaveValue(
      String(setId('Support')),
    );
    // Last seen two hours ago (the fixtures' last_seen row).
    expect(within(support).getByRole('cell', { name: '2 hours ago' })).toBeVisible();

    const invitation = await rowOf('Pending invitations', 'finance.lead@example.com');
    expect(within(invitation).getByRole('cell', { name: 'Finance' })).toBeVisible();
  });

  it("changes a member's set, then removes them after confirmation", async () => {
    const { user } = await renderApp('/admin/staff', { signedInAs: DEMO_ADMIN });
    const row = await rowOf('Members', 'Amelia Kowalski');
    const set = within(row).getByRole('combobox', { name: 'Permission set of Amelia Kowalski' });
    // Platform-wide, an admin may give any set, restaurant permissions or not.
    expect(
      within(set)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Administrator',
      'Finance',
      'Kitchen',
      'Manager',
      'Menu editor',
      'Night shift',
      'Owner',
      'Support',
    ]);

    await user.selectOptions(set, 'Finance');
    expect(await findMessage('Permission set changed')).toBeVisible();
    expect(mockDb.memberships.find(1)?.permissionSetId).toBe(setId('Finance'));
    await waitFor(() => expect(set).toHaveValue(String(setId('Finance'))));

    await user.click(within(row).getByRole('button', { name: 'Remove Amelia Kowalski' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from the staff' });
    expect(plain(dialog.textContent ?? '')).toContain("Remove Amelia Kowalski from the platform's staff?");
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await findMessage('Amelia Kowalski removed from the staff')).toBeVisible();
    const members = await region('Members');
    await waitFor(() => expect(members.queryByText('Amelia Kowalski')).toBeNull());
    expect(
      members.getByText('Nobody holds a permission set platform-wide yet: invite someone below.'),
    ).toBeVisible();
    expect(mockDb.memberships.find(1)).toBeUndefined();
  });

  it('invites an email as Support, sees it pending, and revokes it', async () => {
    const { user } = await renderApp('/admin/staff', { signedInAs: DEMO_ADMIN });
    const invite = await region('Invite someone');
    expect(invite.getByText(/They join the staff when they sign in with this email address/)).toBeVisible();
    const email = invite.getByRole('textbox', { name: /^Email/ });
    await user.type(email, ' New.Support@Example.com ');
    await user.selectOptions(invite.getByRole('combobox', { name: 'Permission set' }), 'Support');
    await user.click(invite.getByRole('button', { name: 'Send invitation' }));

    expect(await findMessage('Invitation sent to new.support@example.com')).toBeVisible();
    await waitFor(() => expect(email).toHaveValue(''));
    const row = await rowOf('Pending invitations', 'new.support@example.com');
    expect(within(row).getByRole('cell', { name: 'Support' })).toBeVisible();
    const sent = staffInvitations().find((invitation) => invitation.email === 'new.support@example.com');
    expect(sent).toMatchObject({ permissionSetId: setId('Support'), revokedAt: null });

    await user.click(
      within(row).getByRole('button', { name: 'Revoke invitation to new.support@example.com' }),
    );
    expect(await findMessage('Invitation revoked')).toBeVisible();
    const pending = await region('Pending invitations');
    await waitFor(() => expect(pending.queryByText('new.support@example.com')).toBeNull());
    expect(pending.getByRole('rowheader', { name: 'finance.lead@example.com' })).toBeVisible();
    expect(mockDb.invitations.find(sent!.id)?.revokedAt).not.toBeNull();
  });

  it("shows the API's refusal of someone already on the staff, and keeps the address", async () => {
    const { user } = await renderApp('/admin/staff', { signedInAs: DEMO_ADMIN });
    const invite = await region('Invite someone');
    const email = invite.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'amelia.kowalski@example.com');
    await user.click(invite.getByRole('button', { name: 'Send invitation' }));

    expect(await invite.findByRole('alert')).toHaveTextContent('This person is already on the team');
    expect(email).toHaveValue('amelia.kowalski@example.com');
    expect(staffInvitations()).toHaveLength(1);
  });
});

describe('the Staff page, for a restaurant account holding users.manage platform-wide', () => {
  it('opens once their memberships are read, and their own row has no controls', async () => {
    const holder = platformMember('Uma', 'Administrator');
    mockDb.actor = holder.user.email;
    await renderApp('/admin/staff', { signedInAs: holder.signIn });
    const own = await rowOf('Members', 'Uma Staff');
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).getByRole('cell', { name: 'Administrator' })).toBeVisible();
    const support = await rowOf('Members', 'Amelia Kowalski');
    expect(
      within(support).getByRole('combobox', { name: 'Permission set of Amelia Kowalski' }),
    ).toBeVisible();
  });
});

describe('the Staff page, for whoever lacks users.manage platform-wide', () => {
  it('is not allowed for a restaurant owner, and reads nothing of the staff', async () => {
    mockDb.actor = DEMO_OWNER.email;
    const requests = recordRequests();
    await renderApp('/admin/staff', { signedInAs: DEMO_OWNER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull();
    expect(requests.filter((request) => new URL(request.url).pathname.startsWith('/api/staff'))).toEqual([]);
  });

  it('is not allowed for platform Support, who holds other platform permissions', async () => {
    const support = platformMember('Sam', 'Support');
    mockDb.actor = support.user.email;
    await renderApp('/admin/staff', { signedInAs: support.signIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });
});
