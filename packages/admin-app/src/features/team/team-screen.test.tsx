import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermissionSetName } from '@food-admin/api-client';
import { DEMO_OWNER_ID, MOCK_PERMISSION_SETS, mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// A restaurant's Team page (docs/requirements.md#req-permissions, docs/api.md#team): its owner and
// members with their sets, the invitation form and the invitations still open.

/** The demo owner's first restaurant. */
const ownersRestaurant = () => mockDb.restaurants.all().find((row) => row.ownerId === DEMO_OWNER_ID)!;
const setId = (name: PermissionSetName) => MOCK_PERMISSION_SETS.find((set) => set.name === name)!.id;
/** The invitations to a restaurant's team (the fixtures hold one to the platform's staff). */
const invitationsTo = (restaurantId: number) =>
  mockDb.invitations.all().filter((invitation) => invitation.restaurantId === restaurantId);

/** A restaurant account holding `set` on the restaurant's team. */
function addMember(restaurantId: number, set: PermissionSetName, firstName = 'Kira') {
  const user = mockDb.users.insert({
    uid: `team-${firstName}`,
    firstName,
    lastName: 'Cook',
    email: `${firstName.toLowerCase()}@team.test`,
    role: 'RESTAURANT',
  });
  const membership = mockDb.memberships.insert({
    userId: user.id,
    restaurantId,
    permissionSetId: setId(set),
    createdAt: new Date().toISOString(),
  });
  return { user, membership, signIn: { uid: user.uid, email: user.email, displayName: `${firstName} Cook` } };
}

/** A text as the screen writes it, without the direction marks around a name (U+2066 to U+2069). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const findMessage = (text: string) => screen.findByText((content) => plain(content) === text);
const region = async (name: string) => within(await screen.findByRole('region', { name }));
/** A row of a section's table, found by its first cell (the name, or the invitation's email). */
const rowOf = async (section: string, name: string) =>
  (await (await region(section)).findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe("a restaurant's team, for its owner", () => {
  beforeEach(() => {
    mockDb.actor = DEMO_OWNER.email;
  });

  it('opens from the restaurant page, titled with its name, the owner first', async () => {
    const restaurant = ownersRestaurant();
    const { user, history } = await renderApp(`/admin/restaurants/${restaurant.id}`, {
      signedInAs: DEMO_OWNER,
    });
    const link = await screen.findByRole('link', { name: 'Team' });
    expect(link).toHaveAttribute('href', `/admin/restaurants/${restaurant.id}/team`);
    await user.click(link);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Team of ${restaurant.name}` }),
    ).toBeVisible();
    expect(history.location.pathname).toBe(`/admin/restaurants/${restaurant.id}/team`);
    const owner = await rowOf('Members', 'Oscar Owner');
    expect(
      within(owner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['owner@demo.food', 'Owner', '1 day ago', '']);
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect((await region('Pending invitations')).getByText('No pending invitations')).toBeVisible();
  });

  it('invites an email as Kitchen, sees it pending, and revokes it', async () => {
    const restaurant = ownersRestaurant();
    const { user } = await renderApp(`/admin/restaurants/${restaurant.id}/team`, { signedInAs: DEMO_OWNER });
    const invite = await region('Invite someone');
    const email = invite.getByRole('textbox', { name: /^Email/ });
    await user.type(email, ' New.Cook@Example.com ');
    const set = invite.getByRole('combobox', { name: 'Permission set' });
    // What an owner may give: the sets of restaurant permissions only, by name.
    expect(
      within(set)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kitchen', 'Manager', 'Menu editor', 'Night shift', 'Owner']);
    await user.selectOptions(set, 'Kitchen');
    await user.click(invite.getByRole('button', { name: 'Send invitation' }));

    expect(await findMessage('Invitation sent to new.cook@example.com')).toBeVisible();
    await waitFor(() => expect(email).toHaveValue(''));
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    const row = await rowOf('Pending invitations', 'new.cook@example.com');
    expect(within(row).getByRole('cell', { name: 'Kitchen' })).toBeVisible();
    const [sent] = invitationsTo(restaurant.id);
    expect(sent).toMatchObject({
      restaurantId: restaurant.id,
      email: 'new.cook@example.com',
      permissionSetId: setId('Kitchen'),
    });

    await user.click(within(row).getByRole('button', { name: 'Revoke invitation to new.cook@example.com' }));
    expect(await findMessage('Invitation revoked')).toBeVisible();
    expect(await (await region('Pending invitations')).findByText('No pending invitations')).toBeVisible();
    expect(mockDb.invitations.find(sent!.id)?.revokedAt).not.toBeNull();
  });

  it("changes a member's set, then removes them after confirmation", async () => {
    const restaurant = ownersRestaurant();
    const { membership } = addMember(restaurant.id, 'Kitchen');
    const { user } = await renderApp(`/admin/restaurants/${restaurant.id}/team`, { signedInAs: DEMO_OWNER });
    const row = await rowOf('Members', 'Kira Cook');
    expect(within(row).getByRole('cell', { name: 'kira@team.test' })).toBeVisible();
    // Never seen: nothing noted their use of the API yet.
    expect(within(row).getByRole('cell', { name: 'Not yet' })).toBeVisible();
    const set = within(row).getByRole('combobox', { name: 'Permission set of Kira Cook' });
    expect(set).toHaveValue(String(setId('Kitchen')));

    await user.selectOptions(set, 'Manager');
    expect(await findMessage('Permission set changed')).toBeVisible();
    expect(mockDb.memberships.find(membership.id)?.permissionSetId).toBe(setId('Manager'));
    await waitFor(() => expect(set).toHaveValue(String(setId('Manager'))));

    await user.click(within(row).getByRole('button', { name: 'Remove Kira Cook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from the team' });
    expect(plain(dialog.textContent ?? '')).toContain(
      `Remove Kira Cook from the team of ${restaurant.name}?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await findMessage('Kira Cook removed from the team')).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Members' })).queryByText('Kira Cook')).toBeNull(),
    );
    expect(mockDb.memberships.find(membership.id)).toBeUndefined();
  });

  it('a bad email shows the field error and sends nothing', async () => {
    const restaurant = ownersRestaurant();
    const requests = recordRequests();
    const { user } = await renderApp(`/admin/restaurants/${restaurant.id}/team`, { signedInAs: DEMO_OWNER });
    const invite = await region('Invite someone');
    const email = invite.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'not-an-email');
    await user.click(invite.getByRole('button', { name: 'Send invitation' }));

    expect(await invite.findByText('Invalid email')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.url.includes('/invitations')).map((r) => r.method)).toEqual([
      'GET',
    ]);
    expect(invitationsTo(restaurant.id)).toEqual([]);
  });
});

describe('the team of a restaurant without an owner', () => {
  it("keeps its last manager: the API's refusal shows and the set stays", async () => {
    const restaurant = mockDb.restaurants.all().find((row) => row.ownerId === null)!;
    const { membership } = addMember(restaurant.id, 'Manager', 'Mona');
    const { user } = await renderApp(`/admin/restaurants/${restaurant.id}/team`, { signedInAs: DEMO_ADMIN });
    const row = await rowOf('Members', 'Mona Cook');
    const set = within(row).getByRole('combobox', { name: 'Permission set of Mona Cook' });
    await user.selectOptions(set, 'Kitchen');

    const members = await region('Members');
    expect(await members.findByRole('alert')).toHaveTextContent(
      'The restaurant must keep someone who manages its team',
    );
    await waitFor(() => expect(set).toHaveValue(String(setId('Manager'))));
    expect(mockDb.memberships.find(membership.id)?.permissionSetId).toBe(setId('Manager'));
  });
});

describe('a manager on the team', () => {
  it('gives only the sets they hold, and their own row has no controls', async () => {
    const restaurant = ownersRestaurant();
    const manager = addMember(restaurant.id, 'Manager', 'Mia');
    addMember(restaurant.id, 'Kitchen');
    mockDb.actor = manager.user.email;
    await renderApp(`/admin/restaurants/${restaurant.id}/team`, { signedInAs: manager.signIn });
    const own = await rowOf('Members', 'Mia Cook');
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).getByRole('cell', { name: 'Manager' })).toBeVisible();
    const kitchen = await rowOf('Members', 'Kira Cook');
    const set = within(kitchen).getByRole('combobox', { name: 'Permission set of Kira Cook' });
    // The Owner set holds restaurants.edit, which a Manager does not.
    await waitFor(() =>
      expect(
        within(set)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Kitchen', 'Manager', 'Menu editor', 'Night shift']),
    );
  });
});

describe('a kitchen member', () => {
  it('sees no Team link on the restaurant page', async () => {
    const restaurant = ownersRestaurant();
    const member = addMember(restaurant.id, 'Kitchen');
    mockDb.actor = member.user.email;
    await renderApp(`/admin/restaurants/${restaurant.id}`, { signedInAs: member.signIn });
    expect(await screen.findByRole('button', { name: 'History' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('is not allowed on the team page', async () => {
    const restaurant = ownersRestaurant();
    const member = addMember(restaurant.id, 'Kitchen');
    mockDb.actor = member.user.email;
    await renderApp(`/admin/restaurants/${restaurant.id}/team`, { signedInAs: member.signIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull();
  });
});
