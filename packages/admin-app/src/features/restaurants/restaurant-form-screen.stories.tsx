import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { endpoints, mockDb, overrides, routePattern } from '@food-admin/mocks';
import { OwnerGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectFormLoading,
  expectNotAllowed,
  expectNotFound,
  expectRetryableError,
  expectSaving,
} from '@/stories/expectations';
import { asSomeoneElse, withLiveUpdates } from '@/stories/live-updates';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, apiField, kit, oneOf, startingWith, t } from '@/stories/texts';
import { RestaurantFormScreen } from './restaurant-form-screen';

const meta = {
  title: 'App/Forms/Restaurant',
  component: RestaurantFormScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: { notApplicable: { empty: 'a form has no empty state: Create starts with empty fields' } },
  },
  beforeEach: resetMockApi,
} satisfies Meta<typeof RestaurantFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('restaurants.add') })).toBeVisible();
    await expect(canvas.getByLabelText(startingWith(t('restaurants.name')))).toHaveValue('');
  },
};

export const Edit: Story = {
  args: { restaurantId: 1 },
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Trattoria Bella Vista')).toBeVisible();
  },
};

export const EditLoading: Story = {
  args: { restaurantId: 1 },
  parameters: {
    msw: { handlers: { restaurant: overrides.loading('restaurant') } },
    matrix: { state: 'loading' },
  },
  play: ({ canvasElement }) => expectFormLoading(canvasElement, t('restaurants.editTitle')),
};

/** The restaurant answers late (the mocks' slow override): placeholders, then the filled form. */
export const SlowEdit: Story = {
  args: { restaurantId: 1 },
  parameters: { msw: { handlers: { restaurant: overrides.slow('restaurant') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expectFormLoading(canvasElement, t('restaurants.editTitle'));
    await expect(
      await within(canvasElement).findByDisplayValue('Trattoria Bella Vista', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const EditNotFound: Story = {
  args: { restaurantId: 999 },
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 404, 'Restaurant not found') } },
    matrix: { state: 'not-found' },
  },
  play: ({ canvasElement }) =>
    expectNotFound(canvasElement, apiError(404, 'Restaurant not found'), t('restaurants.back')),
};

/** The restaurant cannot be read: the message with Retry, and the way back. */
export const EditLoadError: Story = {
  args: { restaurantId: 1 },
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 503, 'Restaurants are unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Restaurants are unavailable'));
    await expect(within(canvasElement).getByRole('link', { name: t('restaurants.back') })).toBeVisible();
  },
};

/** The demo owner opens another owner's restaurant: the route's OwnerGate answers "Not allowed". */
export const EditOtherOwnersRestaurant: Story = {
  args: { restaurantId: 4 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate restaurantId={args.restaurantId}>
      <RestaurantFormScreen {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/**
 * An admin hands the restaurant over: the Owner field shows the current owner, searches the
 * Restaurant accounts as the admin types, and the save stores the one picked.
 */
export const HandOverToAnotherOwner: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const owner = await canvas.findByRole('combobox', { name: t('restaurants.owner') });
    await expect(owner).toHaveValue('Oscar Owner');
    await userEvent.clear(owner);
    await userEvent.type(owner, 'emma');
    await userEvent.click(await canvas.findByRole('option', { name: /Emma Novak/ }));
    await expect(owner).toHaveValue('Emma Novak');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await waitFor(() => expect(mockDb.restaurants.find(1)?.ownerId).toBe(6));
  },
};

/** The picked account stopped being a restaurant account meanwhile: the server's refusal shows on Owner. */
export const OwnerNoLongerARestaurantAccount: Story = {
  args: { restaurantId: 1 },
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const owner = await canvas.findByRole('combobox', { name: t('restaurants.owner') });
    await userEvent.clear(owner);
    await userEvent.type(owner, 'emma');
    await userEvent.click(await canvas.findByRole('option', { name: /Emma Novak/ }));
    mockDb.users.update(6, { role: 'CUSTOMER' });
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(await canvas.findByText(apiField('Owner must be a restaurant user'))).toBeVisible();
    await expect(owner).toHaveAccessibleDescription(
      expect.stringContaining(apiField('Owner must be a restaurant user')),
    );
    await expect(mockDb.restaurants.find(1)?.ownerId).toBe(2);
  },
};

/** A restaurant owner edits their restaurant: no Owner field (only admins choose it), and the save keeps them. */
export const OwnerEditsWithoutOwnerField: Story = {
  args: { restaurantId: 1 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) } },
  beforeEach: () => {
    mockDb.actor = DEMO_OWNER_PROFILE.email;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByDisplayValue('Trattoria Bella Vista');
    await expect(canvas.queryByRole('combobox', { name: t('restaurants.owner') })).toBeNull();
    await userEvent.type(name, ' Due');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await waitFor(() => expect(mockDb.restaurants.find(1)?.name).toBe('Trattoria Bella Vista Due'));
    await expect(mockDb.restaurants.find(1)?.ownerId).toBe(2);
  },
};

/** Saving a new restaurant: Save is busy and Cancel waits until the server answers (here it never does). */
export const Saving: Story = {
  parameters: {
    msw: { handlers: { createRestaurant: overrides.loading('createRestaurant') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(startingWith(t('restaurants.name'))), 'Bella Napoli');
    await userEvent.type(canvas.getByLabelText(startingWith(t('restaurants.address'))), 'Via Roma 1');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expectSaving(canvasElement);
  },
};

export const ValidationErrors: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(logoUrl()), 'ftp://example.com/logo.png');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(await canvas.findByText(t('validation.NAME_REQUIRED'))).toBeVisible();
    await expect(canvas.getByText(t('validation.ADDRESS_REQUIRED'))).toBeVisible();
    await expect(canvas.getByText(t('validation.LOGO_URL_INVALID'))).toBeVisible();
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
    await userEvent.type(canvas.getByLabelText(startingWith(t('restaurants.name'))), 'Trattoria Bella Vista');
    await userEvent.type(canvas.getByLabelText(startingWith(t('restaurants.address'))), 'Via Roma 1');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(
      await canvas.findByText(apiError(409, 'A restaurant with this name already exists')),
    ).toBeVisible();
  },
};

/** A 400 'Validation failed' from the server: its per-field messages show on their fields. */
export const ServerFieldErrors: Story = {
  parameters: {
    matrix: { state: 'validation' },
    msw: {
      handlers: {
        createRestaurant: http.post(routePattern(endpoints.createRestaurant.path), () =>
          HttpResponse.json(
            { message: 'Validation failed', fieldErrors: { name: ['Name must be at most 120 characters'] } },
            { status: 400 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(startingWith(t('restaurants.name')));
    await userEvent.type(name, 'Trattoria Bella Vista');
    await userEvent.type(canvas.getByLabelText(startingWith(t('restaurants.address'))), 'Via Roma 1');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    const message = apiField('Name must be at most 120 characters');
    await expect(await canvas.findByText(message)).toBeVisible();
    // Read with the field, after its character count.
    await expect(name).toHaveAccessibleDescription(
      `${kit('characterCountLabel', 'Trattoria Bella Vista'.length, 120)} ${message}`,
    );
    // The answer has no code: its message shows as it came, in every language.
    await expect(canvas.getByText('Validation failed')).toBeVisible();
  },
};

/** A real little PNG (a coloured square), so the uploaded logo's preview shows a picture. */
async function logoFile(name = 'logo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#0d9488';
  context.fillRect(0, 0, 64, 64);
  context.fillStyle = '#ccfbf1';
  context.beginPath();
  context.arc(32, 32, 18, 0, 2 * Math.PI);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}
const logoInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
/** The logo's address field: "Logo URL", with its required mark or not. */
const logoUrl = () => startingWith(t('uploads.urlLabel', { label: t('restaurants.logo') }));

/** The logo is uploading: its progress shows, and Save and the address wait for it. */
export const UploadingLogo: Story = {
  parameters: {
    msw: { handlers: { uploadImage: overrides.loading('uploadImage') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(logoInput(canvasElement), await logoFile());
    await expect(await canvas.findByRole('progressbar', { name: kit('uploadProgress') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forms.save') })).toBeDisabled();
    await expect(canvas.getByLabelText(logoUrl())).toBeDisabled();
  },
};

/** Uploaded: the preview shows the new logo, whose address fills the Logo URL field. */
export const UploadedLogo: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const urlField = await canvas.findByLabelText<HTMLInputElement>(logoUrl());
    const before = urlField.value;
    await userEvent.upload(logoInput(canvasElement), await logoFile());
    await waitFor(() => expect(urlField.value).not.toBe(before));
    const preview = canvas.getByRole<HTMLImageElement>('img', {
      name: kit('imagePreview', t('restaurants.logo')),
    });
    await expect(preview).toHaveAttribute('src', urlField.value);
    // The mock API serves the uploaded bytes back: the preview is a picture, not a broken image.
    await waitFor(() => expect(preview.complete && preview.naturalWidth).toBe(64));
    await expect(canvas.getByRole('button', { name: t('forms.save') })).toBeEnabled();
  },
};

/** Only images: a PDF (dropped, or picked with "All files") is refused before any upload. */
export const LogoWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = logoInput(canvasElement);
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    input.files = transfer.files;
    fireEvent.change(input);
    await expect(await canvas.findByText(kit('imageOnly'))).toBeVisible();
    await expect(canvas.getByLabelText(logoUrl())).toHaveValue('');
  },
};

export const LogoUploadFailed: Story = {
  parameters: {
    msw: { handlers: { uploadImage: overrides.error('uploadImage', 413, 'Image is larger than 5 MB') } },
    // The app logs a failed upload on purpose (docs/requirements.md#req-errors-upload).
    consoleErrors: ['Image upload failed'],
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(logoInput(canvasElement), await logoFile());
    await expect(
      await within(canvasElement).findByText(
        t('uploads.failed', { reason: apiError(413, 'Image is larger than 5 MB') }),
      ),
    ).toBeVisible();
  },
};

/*
 * Someone else saves the restaurant while the form is open (docs/requirements.md#req-versions): the
 * stories change the mock row behind the form, as another admin would, then save.
 */

/** Opens restaurant 1, types a new name, and lets "someone else" change the row meanwhile. */
async function editWhileSomeoneSaves(
  canvasElement: HTMLElement,
  theirs: Parameters<typeof mockDb.restaurants.update>[1],
) {
  const canvas = within(canvasElement);
  const name = await canvas.findByDisplayValue('Trattoria Bella Vista');
  await userEvent.clear(name);
  await userEvent.type(name, 'Bella Vista Nuova');
  mockDb.restaurants.update(1, theirs);
  await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
  return screen.findByRole('dialog', { name: kit('conflictTitle') });
}

/**
 * Someone else changed the address and more: the dialog lists each field that differs with mine and
 * theirs, and the three ways out. The story ends with it open.
 */
export const ConflictDialog: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await editWhileSomeoneSaves(canvasElement, {
        address: 'Via Roma 99',
        description: 'Now with a garden',
      }),
    );
    await expect(
      dialog.getAllByRole('group', {
        name: oneOf(t('restaurants.name'), t('restaurants.address'), t('restaurants.description')),
      }),
    ).toHaveLength(3);
    await expect(
      dialog.getByRole('radio', { name: kit('conflictChoice', kit('conflictTheirs'), 'Via Roma 99') }),
    ).toBeVisible();
    for (const action of [kit('conflictTakeTheirs'), kit('conflictMerge'), kit('conflictKeepMine')])
      await expect(dialog.getByRole('button', { name: action })).toBeEnabled();
  },
};

/** Both renamed it: one field differs; Keep mine saves my name on their version. */
export const ConflictKeepMine: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const dialog = within(await editWhileSomeoneSaves(canvasElement, { name: 'Bella Vista Due' }));
    await expect(dialog.getAllByRole('radio')).toHaveLength(2);
    await expect(
      dialog.getByRole('radio', { name: kit('conflictChoice', kit('conflictTheirs'), 'Bella Vista Due') }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: kit('conflictKeepMine') }));
    await waitFor(() => expect(mockDb.restaurants.find(1)?.name).toBe('Bella Vista Nuova'));
    await expect(mockDb.restaurants.find(1)?.version).toBe(3);
  },
};

/** They changed the address and more; Merge keeps my name and takes their address. */
export const ConflictMerge: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await editWhileSomeoneSaves(canvasElement, {
        address: 'Via Roma 99',
        description: 'Now with a garden',
        isActive: false,
      }),
    );
    await expect(
      dialog.getAllByRole('group', {
        name: oneOf(
          t('restaurants.name'),
          t('restaurants.address'),
          t('restaurants.description'),
          t('restaurants.active'),
        ),
      }),
    ).toHaveLength(4);
    await userEvent.click(
      dialog.getByRole('radio', { name: kit('conflictChoice', kit('conflictTheirs'), 'Via Roma 99') }),
    );
    await userEvent.click(dialog.getByRole('button', { name: kit('conflictMerge') }));
    await waitFor(() => expect(mockDb.restaurants.find(1)?.name).toBe('Bella Vista Nuova'));
    const saved = mockDb.restaurants.find(1);
    await expect(saved?.address).toBe('Via Roma 99');
    await expect(saved?.isActive).toBe(true);
  },
};

/** Take theirs drops my typing: the form shows their version, unchanged (leaving does not ask). */
export const ConflictTakeTheirs: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const dialog = within(await editWhileSomeoneSaves(canvasElement, { name: 'Bella Vista Due' }));
    await userEvent.click(dialog.getByRole('button', { name: kit('conflictTakeTheirs') }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Bella Vista Due')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: kit('conflictTitle') })).toBeNull();
    await expect(mockDb.restaurants.find(1)?.version).toBe(2);
  },
};

/** Deleted meanwhile: the save cannot land; the dialog says so and leads back to the list. */
export const ConflictDeletedMeanwhile: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByDisplayValue('Trattoria Bella Vista'), ' Nuova');
    mockDb.restaurants.remove(1);
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    const dialog = within(
      await screen.findByRole('alertdialog', {
        name: kit('conflictDeletedTitle', t('restaurants.what')),
      }),
    );
    await expect(dialog.getByText(kit('conflictDeletedMessage', t('restaurants.what')))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('restaurants.back') })).toBeVisible();
  },
};

/*
 * Live updates (docs/requirements.md#req-live-updates): the restaurant's owner saves it while the
 * admin has the form open. The form says so and never loses what the admin typed.
 */

/** The admin was typing: the notice says their changes are kept, the field still holds them. */
export const UpdatedElsewhereWhileTyping: Story = {
  args: { restaurantId: 1 },
  decorators: [withLiveUpdates],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByDisplayValue('Trattoria Bella Vista');
    await userEvent.type(name, ' Nuova');
    await asSomeoneElse('owner@demo.food', () => mockDb.restaurants.update(1, { address: 'Via Roma 99' }));
    const justNow = kit('formatRelativeTime', Date.now(), Date.now());
    await expect(
      await canvas.findByText(t('forms.live.updatedKept', { who: 'Oscar Owner', when: justNow })),
    ).toBeVisible();
    await expect(name).toHaveValue('Trattoria Bella Vista Nuova');
    await expect(canvas.getByLabelText(startingWith(t('restaurants.address')))).not.toHaveValue(
      'Via Roma 99',
    );
  },
};

/** An untouched form follows the new version and says whose it is. */
export const UpdatedElsewhereUntouched: Story = {
  args: { restaurantId: 1 },
  decorators: [withLiveUpdates],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Trattoria Bella Vista');
    await asSomeoneElse('owner@demo.food', () => mockDb.restaurants.update(1, { address: 'Via Roma 99' }));
    await expect(
      await canvas.findByText(
        t('forms.live.updated', {
          who: 'Oscar Owner',
          when: kit('formatRelativeTime', Date.now(), Date.now()),
        }),
      ),
    ).toBeVisible();
    await expect(await canvas.findByDisplayValue('Via Roma 99')).toBeVisible();
  },
};

/*
 * The record's History under the form (docs/requirements.md#req-history). The mocks record every
 * change of a row as the server's trigger does; the stories make some first.
 */

/** Nothing changed since it was created. */
export const HistoryNoChanges: Story = {
  args: { restaurantId: 1 },
  play: async ({ canvasElement }) => {
    const history = within(await within(canvasElement).findByRole('region', { name: t('history.title') }));
    await expect(await history.findByText(t('history.none'))).toBeVisible();
  },
};

/** Two saves: newest first, with who, the version and each field's before and after. */
export const HistoryMany: Story = {
  args: { restaurantId: 1 },
  beforeEach: () => {
    mockDb.restaurants.update(1, { name: 'Bella Vista' });
    mockDb.restaurants.update(1, { address: '3 Via Roma', isActive: false });
  },
  play: async ({ canvasElement }) => {
    const history = within(await within(canvasElement).findByRole('region', { name: t('history.title') }));
    const entries = await history.findAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    const newest = within(entries[0] as HTMLElement);
    await expect(newest.getByRole('table', { name: t('history.changesIn', { version: 3 }) })).toBeVisible();
    await expect(newest.getByRole('rowheader', { name: t('restaurants.active') })).toBeVisible();
    await expect(newest.getByRole('cell', { name: '3 Via Roma' })).toBeVisible();
    const oldest = within(entries[1] as HTMLElement);
    await expect(oldest.getByRole('cell', { name: 'Trattoria Bella Vista' })).toBeVisible();
    await expect(oldest.getByText('Ada Admin')).toBeVisible();
  },
};

/** "Restore this version" saves the restaurant as it was then (a versioned update); the form follows. */
export const HistoryRestoreVersion: Story = {
  args: { restaurantId: 1 },
  beforeEach: () => {
    mockDb.restaurants.update(1, { name: 'Bella Vista' });
    mockDb.restaurants.update(1, { name: 'Bella Vista Tre' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('region', { name: t('history.title') }));
    await userEvent.click(
      await history.findByRole('button', { name: t('history.restoreVersion', { version: 2 }) }),
    );
    await waitFor(() => expect(mockDb.restaurants.find(1)?.name).toBe('Bella Vista'));
    await expect(mockDb.restaurants.find(1)?.version).toBe(4);
    await expect(await canvas.findByDisplayValue('Bella Vista')).toBeVisible();
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(3));
  },
};

/** Leaving with typed changes asks first (docs/requirements.md#req-forms-keep-work): the dialog stays open. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(startingWith(t('restaurants.name'))), 'Half-typed Bistro');
    const sidebar = await canvas.findByRole('navigation', { name: kit('mainNavigation') });
    await userEvent.click(within(sidebar).getByRole('link', { name: t('nav.users') }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('forms.leaveTitle') });
    await expect(within(dialog).getByRole('button', { name: t('forms.stay') })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('forms.leave') })).toBeVisible();
  },
};

/** A phone (390x844): the form is one column and fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const name = canvas.getByLabelText(startingWith(t('restaurants.name'))).getBoundingClientRect();
    const address = canvas.getByLabelText(startingWith(t('restaurants.address'))).getBoundingClientRect();
    await expect(address.left).toBe(name.left);
    await expect(address.top).toBeGreaterThan(name.bottom);
    await expect(name.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
