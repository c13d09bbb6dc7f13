import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { overrides, seedMenus } from '@food-admin/mocks';
import { OwnerGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectFormLoading,
  expectNotAllowed,
  expectNotFound,
  expectPhoneLayout,
  expectRetryableError,
  expectSaving,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, startingWith, t } from '@/stories/texts';
import { MenuFormScreen } from './menu-form-screen';

const meta = {
  title: 'App/Forms/Menu',
  component: MenuFormScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: { notApplicable: { empty: 'a form has no empty state: Create starts with empty fields' } },
  },
  beforeEach: resetMockApi,
} satisfies Meta<typeof MenuFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// A menu of restaurant 4, which the demo owner does not own (the mock data is the same at every reset).
const otherOwnersMenu = seedMenus().find((menu) => menu.restaurantId === 4);

export const Create: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('menus.add') })).toBeVisible();
    await expect(canvas.getByLabelText(startingWith(t('menus.name')))).toHaveValue('');
  },
};

export const CreateForRestaurant: Story = { args: { returnToRestaurantId: 2 } };

export const Edit: Story = {
  args: { menuId: 1 },
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('All day')).toBeVisible();
  },
};

export const EditLoading: Story = {
  args: { menuId: 1 },
  parameters: { msw: { handlers: { menu: overrides.loading('menu') } }, matrix: { state: 'loading' } },
  play: ({ canvasElement }) => expectFormLoading(canvasElement, t('menus.editTitle')),
};

/** The menu answers late (the mocks' slow override): placeholders, then the filled form. */
export const SlowEdit: Story = {
  args: { menuId: 1 },
  parameters: { msw: { handlers: { menu: overrides.slow('menu') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expectFormLoading(canvasElement, t('menus.editTitle'));
    await expect(
      await within(canvasElement).findByDisplayValue('All day', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The menu cannot be read: the message with Retry, and the way back. */
export const EditLoadError: Story = {
  args: { menuId: 1 },
  parameters: {
    msw: { handlers: { menu: overrides.error('menu', 503, 'Menus are unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Menus are unavailable'));
    await expect(within(canvasElement).getByRole('link', { name: t('menus.back') })).toBeVisible();
  },
};

/** A menu that does not exist (the mocks answer 404): the message and the way back, no Retry. */
export const EditNotFound: Story = {
  args: { menuId: 9999 },
  parameters: { matrix: { state: 'not-found' } },
  play: ({ canvasElement }) =>
    expectNotFound(canvasElement, apiError(404, 'Menu not found'), t('menus.back')),
};

/** The demo owner opens another owner's menu: the route's OwnerGate answers "Not allowed". */
export const EditOtherOwnersMenu: Story = {
  args: { menuId: otherOwnersMenu?.id ?? 0 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate menuId={args.menuId}>
      <MenuFormScreen {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** Saving: Save is busy and Cancel waits until the server answers (here it never does). */
export const Saving: Story = {
  args: { menuId: 1 },
  parameters: {
    msw: { handlers: { updateMenu: overrides.loading('updateMenu') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByDisplayValue('All day'), ' long');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expectSaving(canvasElement);
  },
};

export const ValidationErrors: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(await canvas.findByText(t('validation.RESTAURANT_REQUIRED'))).toBeVisible();
    await expect(canvas.getByText(t('validation.NAME_REQUIRED'))).toBeVisible();
  },
};

export const RestaurantsLoadError: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.error('restaurants', 500, 'Restaurants are unavailable') } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(apiError(500, 'Restaurants are unavailable')),
    ).toBeVisible();
  },
};

export const SaveError: Story = {
  args: { menuId: 1 },
  parameters: {
    msw: { handlers: { updateMenu: overrides.error('updateMenu', 403, 'You do not own this restaurant') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('All day');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(await canvas.findByText(apiError(403, 'You do not own this restaurant'))).toBeVisible();
  },
};

/** A phone (390x844): the form is one column and fits the screen. */
export const Phone: Story = {
  args: { menuId: 1 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = (await canvas.findByDisplayValue('All day')).getBoundingClientRect();
    const save = canvas.getByRole('button', { name: t('forms.save') }).getBoundingClientRect();
    await expect(name.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(save.right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement);
  },
};
