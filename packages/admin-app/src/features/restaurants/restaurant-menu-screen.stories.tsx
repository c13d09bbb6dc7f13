import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { OwnerGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectNotAllowed,
  expectPhoneLayout,
  expectRetryableError,
  openDialogWith,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { apiError, kit, t } from '@/stories/texts';
import type { SearchOnly } from '@/lib/search-params';
import { RestaurantMenuScreen } from './restaurant-menu-screen';

function RestaurantMenuPage({ restaurantId, initial }: { restaurantId: number; initial: SearchOnly }) {
  return (
    <StatefulSearch
      initial={initial}
      render={(props) => <RestaurantMenuScreen restaurantId={restaurantId} {...props} />}
    />
  );
}

const meta = {
  title: 'App/Pages/Restaurant menu',
  component: RestaurantMenuPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: { notApplicable: { validation: 'no form: menus and dishes are edited on their own pages' } },
  },
  beforeEach: resetMockApi,
  args: { restaurantId: 1, initial: {} },
} satisfies Meta<typeof RestaurantMenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstMenu: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: t('restaurants.menuOf', { name: 'Trattoria Bella Vista' }),
      }),
    ).toBeVisible();
    // The title comes with the restaurant; the actions wait for its menus.
    await expect(await canvas.findByRole('link', { name: t('restaurants.editMenu') })).toBeVisible();
  },
};

export const DishSearch: Story = { args: { initial: { search: 'pizza' } } };

export const NoMenu: Story = {
  parameters: {
    msw: { handlers: { restaurantMenus: overrides.empty('restaurantMenus') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: t('restaurants.addMenu') }),
    ).toBeVisible();
  },
};

export const NoDishes: Story = {
  parameters: {
    msw: { handlers: { menuDishes: overrides.empty('menuDishes') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('dishes.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        restaurant: overrides.loading('restaurant'),
        restaurantMenus: overrides.loading('restaurantMenus'),
      },
    },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('restaurants.loadingMenu') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: t('restaurants.dishes'), busy: true }),
    ).toBeVisible();
  },
};

/** The menus answer late (the mocks' slow override): the grid is busy, then the dishes come. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { restaurantMenus: overrides.slow('restaurantMenus') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('list', { name: t('restaurants.dishes'), busy: true }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: t('restaurants.editMenu') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: `${kit('delete')} Spaghetti Carbonara` }),
    ).toBeVisible();
  },
};

export const RestaurantNotFound: Story = {
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 404, 'Restaurant not found') } },
    matrix: { state: 'not-found' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(apiError(404, 'Restaurant not found'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('restaurants.back') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('layout.retry') })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 503, 'Restaurants are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) =>
    expectRetryableError(canvasElement, apiError(503, 'Restaurants are unavailable')),
};

/** The demo owner opens another restaurant's menu page: the route's OwnerGate answers "Not allowed". */
export const OtherOwnersRestaurant: Story = {
  args: { restaurantId: 4 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate restaurantId={args.restaurantId}>
      <RestaurantMenuPage {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('list', { name: t('restaurants.dishes') })).toBeNull();
  },
};

/** Deleting a dish: Confirm is busy until the server answers (here it never does). */
export const DeletingDish: Story = {
  parameters: {
    msw: { handlers: { deleteDish: overrides.loading('deleteDish') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: `${kit('delete')} Spaghetti Carbonara` });
    const dialog = await openDialogWith(
      () => canvas.getByRole('button', { name: `${kit('delete')} Spaghetti Carbonara` }),
      kit('confirmDeletion'),
      'alertdialog',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: kit('confirm') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A phone (390x844): the menu's actions wrap under the title, one column of dishes. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('restaurants.editMenu') })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: `${kit('delete')} Spaghetti Carbonara` }),
    ).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
