import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, MOCK_PERMISSION_SETS, mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_CUSTOMER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// docs/api.md#invitations: the invitee sees the invitations to their verified email on Welcome and
// accepts one; a customer becomes a restaurant account on the team, and the app follows at once.

const teamRestaurant = () => mockDb.restaurants.all().find((row) => row.ownerId === DEMO_OWNER_ID)!;

function invite(email: string) {
  const now = Date.now();
  mockDb.invitations.insert({
    restaurantId: teamRestaurant().id,
    email,
    permissionSetId: MOCK_PERMISSION_SETS.find((set) => set.name === 'Kitchen')!.id,
    invitedBy: DEMO_OWNER_ID,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 7 * 86_400_000).toISOString(),
    acceptedAt: null,
    revokedAt: null,
  });
}

const sidebar = () => screen.getAllByRole('navigation')[0]!;

describe('invitations to a restaurant team', () => {
  beforeEach(() => {
    mockDb.actor = DEMO_CUSTOMER.email;
  });

  it('a customer accepts one on Welcome and becomes a kitchen member of that restaurant', async () => {
    invite(DEMO_CUSTOMER.email);
    const { user } = await renderApp('/welcome', { signedInAs: DEMO_CUSTOMER });
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(
      within(invitations).getByText(`${teamRestaurant().name} invites you to join its team as Kitchen.`, {
        exact: false,
      }),
    ).toBeVisible();
    await user.click(
      within(invitations).getByRole('button', { name: `Accept the invitation of ${teamRestaurant().name}` }),
    );
    expect(await screen.findByText(`You joined the team of ${teamRestaurant().name}`)).toBeVisible();
    // A restaurant account now, on the kitchen's team: its orders, not its menus.
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: 'Orders' })).toBeVisible());
    expect(within(sidebar()).queryByRole('link', { name: 'Menus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('shows nothing without invitations, and never to an admin', async () => {
    invite(DEMO_ADMIN.email);
    mockDb.actor = DEMO_ADMIN.email;
    await renderApp('/welcome', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  });
});
