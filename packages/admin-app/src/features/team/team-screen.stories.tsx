import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { PermissionSetName } from '@food-admin/api-client';
import { MOCK_PERMISSION_SETS, mockDb, overrides } from '@food-admin/mocks';
import { isolatedText } from '@food-admin/ui';
import { OwnerGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_ADMIN_PROFILE, DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectNotFound, expectRetryableError } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import {
  expectInvalidEmail,
  expectInviting,
  expectMembersAfterPlaceholders,
  expectTeamLoading,
  expectTeamOnPhone,
  region,
} from '@/stories/team-steps';
import { apiError, t } from '@/stories/texts';
import { TeamScreen } from './team-screen';

/*
 * A restaurant's team (docs/requirements.md#req-permissions, docs/api.md#team). Trattoria Bella
 * Vista (restaurant 1) belongs to the demo owner Oscar Owner, who opens its team: Kira Cook in the
 * kitchen, Marco Bianchi editing its menus, one invitation open and one expired. Restaurant 4,
 * Spice Route, has no owner and nobody on its team.
 */

const setId = (name: PermissionSetName) => MOCK_PERMISSION_SETS.find((set) => set.name === name)!.id;

/** A member of the restaurant's team, last seen at `seenAt` (never without it). */
function member(firstName: string, lastName: string, set: PermissionSetName, seenAt?: string) {
  const user = mockDb.users.insert({
    uid: `team-${firstName.toLowerCase()}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@trattoria.test`,
    role: 'RESTAURANT',
  });
  mockDb.memberships.insert({
    userId: user.id,
    restaurantId: 1,
    permissionSetId: setId(set),
    createdAt: '2026-10-01T09:00:00.000Z',
  });
  if (seenAt) mockDb.lastSeen.insert({ userId: user.id, at: seenAt });
}

function invitation(email: string, set: PermissionSetName, createdAt: string, expiresAt: string) {
  mockDb.invitations.insert({
    restaurantId: 1,
    email,
    permissionSetId: setId(set),
    invitedBy: 2,
    createdAt,
    expiresAt,
    acceptedAt: null,
    revokedAt: null,
  });
}

const withTeam = () => {
  mockDb.actor = DEMO_OWNER_PROFILE.email;
  // The stories' clock is 2026-11-20 10:00 UTC: Kira was seen three hours ago, Marco never.
  member('Kira', 'Cook', 'Kitchen', '2026-11-20T07:00:00.000Z');
  member('Marco', 'Bianchi', 'Menu editor');
  // The stories' clock is 2026-11-20 10:00 UTC: one still open, one past its seven days.
  invitation('new.cook@example.com', 'Kitchen', '2026-11-18T09:00:00.000Z', '2026-11-25T09:00:00.000Z');
  invitation('late.reply@example.com', 'Manager', '2026-11-02T09:00:00.000Z', '2026-11-09T09:00:00.000Z');
};

/** The mocks' demo admin (user 1), whose grants the page reads by their id. */
const ADMIN = { ...DEMO_ADMIN_PROFILE, id: 1 };

const meta = {
  title: 'App/Pages/Team',
  component: TeamScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    page: { auth: fakeAuth(DEMO_OWNER_PROFILE) },
  },
  beforeEach: () => {
    resetMockApi();
    withTeam();
  },
  args: { restaurantId: 1 },
} satisfies Meta<typeof TeamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner first, two members with their sets, an open invitation and an expired one. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('team.title', { name: 'Trattoria Bella Vista' }),
      }),
    ).toBeVisible();
    const members = await region(canvasElement, t('team.members'));
    const owner = within(members.getByRole('rowheader', { name: 'Oscar Owner' }).closest('tr')!);
    await expect(owner.getByRole('cell', { name: t('team.set.Owner') })).toBeVisible();
    await expect(owner.queryByRole('combobox')).toBeNull();
    await expect(members.getByRole('combobox', { name: t('team.setOf', { name: 'Kira Cook' }) })).toHaveValue(
      String(setId('Kitchen')),
    );
    await expect(
      members.getByRole('button', { name: t('team.removeMember', { name: 'Marco Bianchi' }) }),
    ).toBeVisible();
    const pending = await region(canvasElement, t('team.pending'));
    await expect(await pending.findByRole('rowheader', { name: 'new.cook@example.com' })).toBeVisible();
    const late = within(pending.getByRole('rowheader', { name: 'late.reply@example.com' }).closest('tr')!);
    await expect(late.getByText(t('team.expired'))).toBeVisible();
    await expect(pending.getAllByText(t('team.expired'))).toHaveLength(1);
  },
};

/** Remove asks first, naming the person and the restaurant. */
export const RemoveDialog: Story = {
  play: async ({ canvasElement }) => {
    const members = await region(canvasElement, t('team.members'));
    await userEvent.click(
      await members.findByRole('button', { name: t('team.removeMember', { name: 'Kira Cook' }) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('team.removeTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      t('team.removeMessage', {
        name: isolatedText('Kira Cook'),
        restaurant: isolatedText('Trattoria Bella Vista'),
      }),
    );
    await expect(within(dialog).getByRole('button', { name: t('team.remove') })).toBeVisible();
  },
};

/** The team never answers: the title is there, the sections wait under placeholders. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { teamMembers: overrides.loading('teamMembers') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expectTeamLoading(canvasElement, t('team.title', { name: 'Trattoria Bella Vista' }));
  },
};

/** The team answers late: the placeholders, then the members. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { teamMembers: overrides.slow('teamMembers') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    await expectMembersAfterPlaceholders(canvasElement, 'Kira Cook');
  },
};

/** An admin on a restaurant nobody owns and nobody works for yet. */
export const Empty: Story = {
  args: { restaurantId: 4 },
  parameters: { page: { auth: fakeAuth(ADMIN) }, matrix: { state: 'empty' } },
  beforeEach: () => {
    mockDb.actor = ADMIN.email;
  },
  play: async ({ canvasElement }) => {
    const members = await region(canvasElement, t('team.members'));
    await expect(members.getByText(t('team.noMembers'))).toBeVisible();
    const pending = await region(canvasElement, t('team.pending'));
    await expect(await pending.findByText(t('team.noInvitations'))).toBeVisible();
    const invite = await region(canvasElement, t('team.invite'));
    await expect(invite.getByRole('button', { name: t('team.sendInvitation') })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { teamMembers: overrides.error('teamMembers', 503, 'Teams are unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Teams are unavailable'));
    await expect(within(canvasElement).getByRole('link', { name: t('team.backToRestaurant') })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { restaurantId: 999 },
  parameters: { page: { auth: fakeAuth(ADMIN) }, matrix: { state: 'not-found' } },
  beforeEach: () => {
    mockDb.actor = ADMIN.email;
  },
  play: ({ canvasElement }) =>
    expectNotFound(canvasElement, apiError(404, 'Restaurant not found'), t('team.backToRestaurants')),
};

/** The demo owner opens the team of a restaurant that is not theirs: the route's gate says "Not allowed". */
export const OtherOwnersRestaurant: Story = {
  args: { restaurantId: 4 },
  parameters: { matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate restaurantId={args.restaurantId} permission="staff.manage">
      <TeamScreen {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('region', { name: t('team.members') })).toBeNull();
  },
};

/** An address the contract refuses: the field says so and nothing is sent. */
export const InvalidEmail: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    await expectInvalidEmail(canvasElement, 'kira.at.trattoria');
    await expect(mockDb.invitations.all().filter((invitation) => invitation.restaurantId === 1)).toHaveLength(
      2,
    );
  },
};

/** Send invitation is busy until the server answers (here it never does). */
export const Inviting: Story = {
  parameters: {
    msw: { handlers: { invite: overrides.loading('invite') } },
    matrix: { state: 'submitting' },
  },
  play: ({ canvasElement }) => expectInviting(canvasElement, 'sous.chef@example.com', setId('Manager')),
};

/** A phone (390x844): each row a small card, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: ({ canvasElement }) => expectTeamOnPhone(canvasElement, 'Kira Cook', 'new.cook@example.com'),
};
