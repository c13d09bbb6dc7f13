import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { endpoints, overrides, routePattern } from '@food-admin/mocks';
import { withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { RestaurantFormScreen } from './restaurant-form-screen';

const meta = {
  title: 'App/Forms/Restaurant',
  component: RestaurantFormScreen,
  decorators: [withPage],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
} satisfies Meta<typeof RestaurantFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Trattoria Bella Vista')).toBeVisible();
  },
};

export const EditLoading: Story = {
  args: { restaurantId: 1 },
  parameters: { msw: { handlers: { restaurant: overrides.loading('restaurant') } } },
};

export const EditNotFound: Story = {
  args: { restaurantId: 999 },
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 404, 'Restaurant not found') } },
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/logo url/i), 'ftp://example.com/logo.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Address is required')).toBeVisible();
    await expect(canvas.getByText('Logo URL must be a valid http(s) URL')).toBeVisible();
  },
};

export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: {
        createRestaurant: overrides.error(
          'createRestaurant',
          409,
          'A restaurant with this name already exists',
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^name/i), 'Trattoria Bella Vista');
    await userEvent.type(canvas.getByLabelText(/^address/i), 'Via Roma 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A restaurant with this name already exists')).toBeVisible();
  },
};

/** A 400 'Validation failed' from the server: its per-field messages show on their fields. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        createRestaurant: http.post(routePattern(endpoints.createRestaurant.path), () =>
          HttpResponse.json(
            { message: 'Validation failed', fieldErrors: { name: ['Name is too long'] } },
            { status: 400 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/^name/i);
    await userEvent.type(name, 'Trattoria Bella Vista');
    await userEvent.type(canvas.getByLabelText(/^address/i), 'Via Roma 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is too long')).toBeVisible();
    await expect(name).toHaveAccessibleDescription('Name is too long');
    await expect(canvas.getByText('Validation failed')).toBeVisible();
  },
};
