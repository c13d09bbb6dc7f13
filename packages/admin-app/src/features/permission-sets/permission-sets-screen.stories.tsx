import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIELD_MESSAGES } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { isolatedText } from '@food-admin/ui';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_ADMIN_PROFILE, DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectPhoneLayout, expectRetryableError } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, apiField, startingWith, t } from '@/stories/texts';
import { PermissionGate } from '@/features/auth';
import { PermissionSetsScreen } from './permission-sets-screen';

/*
 * The permission sets (docs/api.md#permission-sets), as the demo admin Ada Admin sees them: the
 * seven built-in sets, read-only, and the fixtures' own set Night shift (orders.view,
 * orders.handle: fixtures/permission-sets.ts), which Ada may edit or delete.
 */

/** The mocks' demo admin (user 1), whose grants the page reads by their id. */
const ADMIN = { ...DEMO_ADMIN_PROFILE, id: 1 };

const nightShiftId = () => mockDb.permissionSets.all().find((set) => set.name === 'Night shift')!.id;

const meta = {
  title: 'App/Pages/Permission sets',
  component: PermissionSetsScreen,
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
    mockDb.actor = ADMIN.email;
  },
} satisfies Meta<typeof PermissionSetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const matrix = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: t('permissionSets.matrix') }));

/** The dialog of New set, opened. */
async function openNewSet(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t('permissionSets.new') }));
  return within(await screen.findByRole('dialog', { name: t('permissionSets.createTitle') }));
}

/** The built-in sets first, each marked Built-in, then Night shift with its Edit and Delete. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('permissionSets.title') }),
    ).toBeVisible();
    const table = await matrix(canvasElement);
    await expect(
      table.getByRole('columnheader', { name: `${t('team.set.Kitchen')} ${t('permissionSets.builtIn')}` }),
    ).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Night shift' })).toBeVisible();
    await expect(
      table.getByRole('button', { name: t('permissionSets.editSet', { name: 'Night shift' }) }),
    ).toBeVisible();
    await expect(
      table.getByRole('rowheader', { name: startingWith(t('permissionSets.perm.ordersView')) }),
    ).toBeVisible();
    await expect(table.getAllByText(t('permissionSets.yes')).length).toBeGreaterThan(0);
  },
};

/** Only the built-in sets: nothing to edit, and a note on New set. */
export const OnlyBuiltIn: Story = {
  parameters: { matrix: { state: 'empty' } },
  beforeEach: () => {
    mockDb.permissionSets.load(mockDb.permissionSets.all().filter((set) => set.builtIn));
  },
  play: async ({ canvasElement }) => {
    const table = await matrix(canvasElement);
    await expect(await within(canvasElement).findByText(t('permissionSets.noOwnSets'))).toBeVisible();
    await expect(table.queryByRole('button')).toBeNull();
  },
};

/** The sets never come: the title, and a placeholder where the matrix will be. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { permissionSets: overrides.loading('permissionSets') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('permissionSets.title') }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.permission-sets[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The sets come late: the placeholder, then the matrix. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { permissionSets: overrides.slow('permissionSets') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.permission-sets[aria-busy="true"]')).not.toBeNull(),
    );
    await expect(
      await within(canvasElement).findByRole(
        'table',
        { name: t('permissionSets.matrix') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        permissionSets: overrides.error('permissionSets', 503, 'Permission sets are unavailable'),
      },
    },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Permission sets are unavailable'));
    await expect(
      within(canvasElement).getByRole('link', { name: t('permissionSets.backToStaff') }),
    ).toBeVisible();
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
      <PermissionSetsScreen />
    </PermissionGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** New set with a name another set has, whatever its case: the server's message on the name. */
export const CreateNameTaken: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const dialog = await openNewSet(canvasElement);
    const name = dialog.getByRole('textbox', { name: startingWith(t('permissionSets.field.name')) });
    await userEvent.type(name, 'night SHIFT');
    await userEvent.click(dialog.getByRole('checkbox', { name: t('permissionSets.perm.ordersView') }));
    await userEvent.click(dialog.getByRole('button', { name: t('permissionSets.create') }));
    await expect(await dialog.findByText(apiField(FIELD_MESSAGES.PERMISSION_SET_NAME_TAKEN))).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Edit of Night shift, which someone holds on a restaurant: a platform permission is refused, with
 * the server's message under the permissions.
 */
export const EditPlatformRefused: Story = {
  beforeEach: () => {
    mockDb.memberships.insert({
      userId: 6,
      restaurantId: 1,
      permissionSetId: nightShiftId(),
      createdAt: '2026-10-01T09:00:00.000Z',
    });
  },
  play: async ({ canvasElement }) => {
    const table = await matrix(canvasElement);
    await userEvent.click(
      await table.findByRole('button', { name: t('permissionSets.editSet', { name: 'Night shift' }) }),
    );
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('permissionSets.editTitle', { name: 'Night shift' }),
      }),
    );
    await expect(dialog.getByRole('checkbox', { name: t('permissionSets.perm.ordersHandle') })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: t('permissionSets.perm.refundsApprove') }));
    await userEvent.click(dialog.getByRole('button', { name: t('permissionSets.save') }));
    await expect(await dialog.findByText(apiField(FIELD_MESSAGES.PERMISSION_SET_PLATFORM))).toBeVisible();
  },
};

/** Create set is busy until the server answers (here it never does). */
export const Creating: Story = {
  parameters: {
    msw: { handlers: { createPermissionSet: overrides.loading('createPermissionSet') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNewSet(canvasElement);
    await userEvent.type(
      dialog.getByRole('textbox', { name: startingWith(t('permissionSets.field.name')) }),
      'Weekend desk',
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: t('permissionSets.perm.ordersView') }));
    await userEvent.click(dialog.getByRole('button', { name: t('permissionSets.create') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('permissionSets.create') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Delete asks first, naming the set. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const table = await matrix(canvasElement);
    await userEvent.click(
      await table.findByRole('button', { name: t('permissionSets.deleteSet', { name: 'Night shift' }) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('permissionSets.deleteTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      t('permissionSets.deleteMessage', { name: isolatedText('Night shift') }),
    );
  },
};

/** A phone (390x844): the matrix scrolls sideways in its own box, the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await matrix(canvasElement);
    await expect(within(canvasElement).getByText(t('permissionSets.scrollHint'))).toBeVisible();
    const scroller = canvasElement.querySelector('.permission-matrix')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expectPhoneLayout(canvasElement);
  },
};
