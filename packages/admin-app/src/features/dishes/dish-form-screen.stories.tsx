import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { DishFormScreen } from './dish-form-screen';

const meta = {
  title: 'App/Forms/Dish',
  component: DishFormScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { menuId: 1 },
} satisfies Meta<typeof DishFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'dish.png', { type: 'image/png' });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Create: Story = {};

export const Edit: Story = {
  args: { dishId: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Spaghetti Carbonara')).toBeVisible();
  },
};

/** The category comes from the dish; choosing another and saving sends it (docs/requirements.md#req-dish-category). */
export const ChangeCategory: Story = {
  args: { dishId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Spaghetti Carbonara');
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveTextContent('Main');
    await userEvent.click(category);
    await userEvent.click(await screen.findByRole('option', { name: 'Starter' }));
    await expect(category).toHaveTextContent('Starter');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockDb.dishes.find(1)?.category).toBe('STARTER'));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Price must be positive')).toBeVisible();
  },
};

export const UploadingImage: Story = {
  parameters: { msw: { handlers: { uploadImage: overrides.loading('uploadImage') } } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Upload progress' }),
    ).toBeVisible();
  },
};

export const UploadFailed: Story = {
  parameters: {
    msw: { handlers: { uploadImage: overrides.error('uploadImage', 413, 'Image is larger than 5 MB') } },
    // The app logs a failed upload on purpose (docs/requirements.md#req-errors-upload).
    artefact: { consoleErrors: ['Image upload failed'] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(
      await within(canvasElement).findByText('Image upload failed: Image is larger than 5 MB'),
    ).toBeVisible();
  },
};

export const SaveError: Story = {
  parameters: { msw: { handlers: { createDish: overrides.error('createDish', 400, 'Menu is archived') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^name/i), 'Fritto Misto');
    await userEvent.type(canvas.getByLabelText(/^price/i), '13.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Menu is archived')).toBeVisible();
  },
};
