import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { MenuFormScreen } from './menu-form-screen';

const meta = {
  title: 'App/Forms/Menu',
  component: MenuFormScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
} satisfies Meta<typeof MenuFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const CreateForRestaurant: Story = { args: { returnToRestaurantId: 2 } };

export const Edit: Story = {
  args: { menuId: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('All day')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Restaurant is required')).toBeVisible();
    await expect(canvas.getByText('Name is required')).toBeVisible();
  },
};

export const RestaurantsLoadError: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.error('restaurants', 500, 'Restaurants are unavailable') } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Restaurants are unavailable')).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('You do not own this restaurant')).toBeVisible();
  },
};
