import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { PermissionSetName } from '@food-admin/api-client';
import { MOCK_PERMISSION_SETS, mockDb, overrides } from '@food-admin/mocks';
import { isolatedText } from '@food-admin/ui';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_ADMIN_PROFILE, DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectRetryableError } from '@/stories/expectations';
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
import { PermissionGate } from '@/features/auth';
import { StaffScreen } from './staff-screen';

/*
 * The platform's staff (docs/requirements.md#req-permissions, docs/api.md#staff), as the demo
 * admin Ada Admin sees it: the fixtures' administrators, Amelia Kowalski holding Support
 * platform-wide, and finance.lead@example.com invited as Finance (fixtures/memberships.ts); here
 * also Lena Becker in Finance and an invitation past its seven days.
 */

const setId = (name: PermissionSetName) => MOCK_PERMISSION_SETS.find((set) => set.name === name)!.id;

/** The mocks' demo admin (user 1), whose grants the page reads by their id. */
const ADMIN = { ...DEMO_ADMIN_PROFILE, id: 1 };

const withStaff = () => {
  mockDb.actor = ADMIN.email;
  const user = mockDb.users.insert({
    uid: 'staff-lena',
    firstName: 'Lena',
    lastName: 'Becker',
    email: 'lena.becker@staff.test',
    role: 'RESTAURANT',
  });
  mockDb.memberships.insert({
    userId: user.id,
    restaurantId: null,
    permissionSetId: setId('Finance'),
    createdAt: '2026-10-01T09:00:00.000Z',
  });
  mockDb.lastSeen.insert({ userId: user.id, at: '2026-11-19T16:30:00.000Z' });
  // The stories' clock is 2026-11-20 10:00 UTC: this one is past its seven days.
  mockDb.invitations.insert({
    restaurantId: null,
    email: 'late.reply@example.com',
    permissionSetId: setId('Support'),
    invitedBy: 1,
    createdAt: '2026-11-02T09:00:00.000Z',
    expiresAt: '2026-11-09T09:00:00.000Z',
    acceptedAt: null,
    revokedAt: null,
  });
};

const meta = {
  title: 'App/Pages/Staff',
  component: StaffScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    page: { auth: fakeAuth(ADMIN) },
    matrix: {
      notApplicable: { 'not-found': 'one page for the whole platform: its address names no record' },
    },
  },
  beforeEach: () => {
    resetMockApi();
    withStaff();
  },
} satisfies Meta<typeof StaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrators first, read-only; the members with their sets; an open and an expired invitation. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('staff.title') })).toBeVisible();
    await expect(canvas.getByText(t('staff.description'))).toBeVisible();
    const members = await region(canvasElement, t('team.members'));
    const admin = within(members.getByRole('rowheader', { name: 'Ada Admin' }).closest('tr')!);
    await expect(admin.getByRole('cell', { name: t('team.set.Administrator') })).toBeVisible();
    await expect(admin.queryByRole('combobox')).toBeNull();
    await expect(members.getByRole('link', { name: t('staff.toUsers') })).toBeVisible();
    await expect(
      members.getByRole('combobox', { name: t('team.setOf', { name: 'Amelia Kowalski' }) }),
    ).toHaveValue(String(setId('Support')));
    await expect(
      members.getByRole('button', { name: t('team.removeMember', { name: 'Lena Becker' }) }),
    ).toBeVisible();
    const pending = await region(canvasElement, t('team.pending'));
    await expect(await pending.findByRole('rowheader', { name: 'finance.lead@example.com' })).toBeVisible();
    const late = within(pending.getByRole('rowheader', { name: 'late.reply@example.com' }).closest('tr')!);
    await expect(late.getByText(t('team.expired'))).toBeVisible();
  },
};

/** Remove asks first, naming the person and the platform. */
export const RemoveDialog: Story = {
  play: async ({ canvasElement }) => {
    const members = await region(canvasElement, t('team.members'));
    await userEvent.click(
      await members.findByRole('button', { name: t('team.removeMember', { name: 'Amelia Kowalski' }) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('staff.removeTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      t('staff.removeMessage', { name: isolatedText('Amelia Kowalski') }),
    );
  },
};

/** Nobody holds a set platform-wide: the administrators, and a note to invite someone. */
export const NoMembers: Story = {
  parameters: { matrix: { state: 'empty' } },
  beforeEach: () => {
    mockDb.memberships.load([]);
  },
  play: async ({ canvasElement }) => {
    const members = await region(canvasElement, t('team.members'));
    await expect(await members.findByText(t('staff.noMembers'))).toBeVisible();
    await expect(members.getByRole('rowheader', { name: 'Ada Admin' })).toBeVisible();
    await expect(members.queryByRole('combobox')).toBeNull();
  },
};

/** No invitation open. */
export const NoInvitations: Story = {
  beforeEach: () => {
    mockDb.invitations.load([]);
  },
  play: async ({ canvasElement }) => {
    const pending = await region(canvasElement, t('team.pending'));
    await expect(await pending.findByText(t('team.noInvitations'))).toBeVisible();
  },
};

/** The staff never answers: the title is there, the sections wait under placeholders. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { staff: overrides.loading('staff') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expectTeamLoading(canvasElement, t('staff.title'));
  },
};

/** The staff answers late: the placeholders, then the members. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { staff: overrides.slow('staff') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    await expectMembersAfterPlaceholders(canvasElement, 'Amelia Kowalski');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { staff: overrides.error('staff', 503, 'Staff is unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Staff is unavailable'));
    await expect(within(canvasElement).getByRole('link', { name: t('staff.backToUsers') })).toBeVisible();
  },
};

/** A restaurant owner, who holds no users.manage platform-wide: the route's gate says "Not allowed". */
export const NotAllowed: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  beforeEach: () => {
    mockDb.actor = DEMO_OWNER_PROFILE.email;
  },
  render: () => (
    <PermissionGate permission="users.manage">
      <StaffScreen />
    </PermissionGate>
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
    await expectInvalidEmail(canvasElement, 'support.at.platform');
    await expect(mockDb.invitations.all()).toHaveLength(2);
  },
};

/** Send invitation is busy until the server answers (here it never does). */
export const Inviting: Story = {
  parameters: {
    msw: { handlers: { inviteStaff: overrides.loading('inviteStaff') } },
    matrix: { state: 'submitting' },
  },
  play: ({ canvasElement }) => expectInviting(canvasElement, 'new.support@example.com', setId('Support')),
};

/** A phone (390x844): each row a small card, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: ({ canvasElement }) =>
    expectTeamOnPhone(canvasElement, 'Amelia Kowalski', 'finance.lead@example.com'),
};
