import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides, seedDishes, seedMenus } from '@food-admin/mocks';
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
import { apiError, kit, startingWith, t } from '@/stories/texts';
import { DishFormScreen } from './dish-form-screen';

const meta = {
  title: 'App/Forms/Dish',
  component: DishFormScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: { notApplicable: { empty: 'a form has no empty state: Create starts with empty fields' } },
  },
  beforeEach: resetMockApi,
  args: { menuId: 1 },
} satisfies Meta<typeof DishFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'dish.png', { type: 'image/png' });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

// A menu of restaurant 4, which the demo owner does not own, and one of its dishes (the mock data
// is the same at every reset).
const otherOwnersMenu = seedMenus().find((menu) => menu.restaurantId === 4);
const otherOwnersDish = seedDishes().find((dish) => dish.menuId === otherOwnersMenu?.id);

export const Create: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('dishes.form.titleWithMenu', { title: t('dishes.add'), menu: 'All day' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(startingWith(t('dishes.field.name')))).toHaveValue('');
  },
};

export const Edit: Story = {
  args: { dishId: 1 },
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Spaghetti Carbonara')).toBeVisible();
  },
};

export const EditLoading: Story = {
  args: { dishId: 1 },
  parameters: { msw: { handlers: { dish: overrides.loading('dish') } }, matrix: { state: 'loading' } },
  play: ({ canvasElement }) => expectFormLoading(canvasElement, t('dishes.form.editTitle')),
};

/** The dish answers late (the mocks' slow override): placeholders, then the filled form. */
export const SlowEdit: Story = {
  args: { dishId: 1 },
  parameters: { msw: { handlers: { dish: overrides.slow('dish') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expectFormLoading(canvasElement, t('dishes.form.editTitle'));
    await expect(
      await within(canvasElement).findByDisplayValue('Spaghetti Carbonara', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The dish cannot be read: the message with Retry, and the way back. */
export const EditLoadError: Story = {
  args: { dishId: 1 },
  parameters: {
    msw: { handlers: { dish: overrides.error('dish', 503, 'Dishes are unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Dishes are unavailable'));
    await expect(
      within(canvasElement).getByRole('link', { name: t('dishes.form.backToMenu') }),
    ).toBeVisible();
  },
};

/** A dish that does not exist (the mocks answer 404): the message and the way back, no Retry. */
export const EditNotFound: Story = {
  args: { dishId: 9999 },
  parameters: { matrix: { state: 'not-found' } },
  play: ({ canvasElement }) =>
    expectNotFound(canvasElement, apiError(404, 'Dish not found'), t('dishes.form.backToMenu')),
};

/** The demo owner opens a dish of another owner's menu: the route's OwnerGate answers "Not allowed". */
export const EditOtherOwnersDish: Story = {
  args: { menuId: otherOwnersMenu?.id ?? 0, dishId: otherOwnersDish?.id ?? 0 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate menuId={args.menuId}>
      <DishFormScreen {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** Saving: Save is busy and Cancel waits until the server answers (here it never does). */
export const Saving: Story = {
  args: { dishId: 1 },
  parameters: {
    msw: { handlers: { updateDish: overrides.loading('updateDish') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByDisplayValue('Spaghetti Carbonara'), ' Classica');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expectSaving(canvasElement);
  },
};

/** A phone (390x844): the form is one column and fits the screen. */
export const Phone: Story = {
  args: { dishId: 1 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = (await canvas.findByDisplayValue('Spaghetti Carbonara')).getBoundingClientRect();
    const price = canvas.getByLabelText(startingWith(t('dishes.field.price'))).getBoundingClientRect();
    await expect(price.top).toBeGreaterThan(name.bottom);
    await expect(name.right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement);
  },
};

/** The category comes from the dish; choosing another and saving sends it (docs/requirements.md#req-dish-category). */
export const ChangeCategory: Story = {
  args: { dishId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Spaghetti Carbonara');
    const category = canvas.getByRole('combobox', { name: t('dishes.field.category') });
    await expect(category).toHaveTextContent(t('dishes.category.main'));
    await userEvent.click(category);
    await userEvent.click(await screen.findByRole('option', { name: t('dishes.category.starter') }));
    await expect(category).toHaveTextContent(t('dishes.category.starter'));
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await waitFor(() => expect(mockDb.dishes.find(1)?.category).toBe('STARTER'));
  },
};

export const ValidationErrors: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(await canvas.findByText(t('validation.NAME_REQUIRED'))).toBeVisible();
    await expect(canvas.getByText(t('validation.PRICE_POSITIVE'))).toBeVisible();
  },
};

export const UploadingImage: Story = {
  parameters: {
    msw: { handlers: { uploadImage: overrides.loading('uploadImage') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: kit('uploadProgress') }),
    ).toBeVisible();
  },
};

export const UploadFailed: Story = {
  parameters: {
    msw: { handlers: { uploadImage: overrides.error('uploadImage', 413, 'Image is larger than 5 MB') } },
    // The app logs a failed upload on purpose (docs/requirements.md#req-errors-upload).
    consoleErrors: ['Image upload failed'],
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(
      await within(canvasElement).findByText(
        t('uploads.failed', { reason: apiError(413, 'Image is larger than 5 MB') }),
      ),
    ).toBeVisible();
  },
};

export const SaveError: Story = {
  parameters: { msw: { handlers: { createDish: overrides.error('createDish', 400, 'Menu is archived') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(startingWith(t('dishes.field.name'))), 'Fritto Misto');
    // A whole price: the field reads a decimal the language's way (13,5 in French).
    await userEvent.type(canvas.getByLabelText(startingWith(t('dishes.field.price'))), '13');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(await canvas.findByText(apiError(400, 'Menu is archived'))).toBeVisible();
  },
};
