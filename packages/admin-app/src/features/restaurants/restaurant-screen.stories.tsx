import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockDb, overrides, setMockOperations } from '@food-admin/mocks';
import { OwnerGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectNotAllowed,
  expectNotFound,
  expectPhoneLayout,
  expectRetryableError,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { ANY, apiError, kit, like, t } from '@/stories/texts';
import { RestaurantScreen } from './restaurant-screen';

/*
 * A restaurant's page (docs/requirements.md#req-routes-restaurant-page). In the mocks restaurant 1,
 * Trattoria Bella Vista, belongs to the demo owner Oscar Owner and has menus, orders and reviews;
 * restaurant 4, Spice Route, has no owner.
 */

const meta = {
  title: 'App/Pages/Restaurant',
  component: RestaurantScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: the restaurant is edited on its own page (Edit)',
      },
    },
  },
  beforeEach: resetMockApi,
  args: { restaurantId: 1 },
} satisfies Meta<typeof RestaurantScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Everything at once: logo, owner, status, rating, the latest orders and reviews, its menus, Edit and History. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Trattoria Bella Vista/ }),
    ).toBeVisible();
    const details = await region(canvasElement, t('restaurants.details'));
    await expect(details.getByText('Oscar Owner')).toBeVisible();
    await expect(details.getByRole('link', { name: 'owner@demo.food' })).toBeVisible();
    const orders = await region(canvasElement, t('restaurants.recentOrders'));
    const orderLinks = await orders.findAllByRole('link', {
      name: like(t('restaurants.orderNumber', { id: ANY })),
    });
    await expect(orderLinks.length).toBeGreaterThan(0);
    await expect(orderLinks.length).toBeLessThanOrEqual(5);
    await expect(orderLinks[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/orders\/\d+$/));
    await expect(orders.getByRole('link', { name: t('restaurants.allOrders') })).toHaveAttribute(
      'href',
      expect.stringContaining('restaurantId'),
    );
    const menus = await region(canvasElement, t('restaurants.menus'));
    // The menus' list (the footer's link to the menu page shows while they load).
    const menuLinks = within(await menus.findByRole('list')).getAllByRole('link');
    await expect(menuLinks[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/menus\/\d+\/dishes$/),
    );
    await expect(canvas.getByRole('link', { name: t('restaurants.edit') })).toHaveAttribute(
      'href',
      '/admin/restaurants/1/edit',
    );
    await expect(canvas.getByRole('button', { name: t('restaurants.history') })).toBeVisible();
  },
};

/** History opens the restaurant's changes in a dialog: a hand-over reads as the Owner field. */
export const HistoryOfAHandOver: Story = {
  beforeEach: () => {
    mockDb.restaurants.update(1, { ownerId: 6 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('restaurants.history') }));
    const dialog = within(await screen.findByRole('dialog', { name: /Trattoria Bella Vista/ }));
    await expect(await dialog.findByRole('rowheader', { name: t('restaurants.owner') })).toBeVisible();
  },
};

/** A restaurant nobody owns, nothing ordered, reviewed or on a menu yet: each part says so. */
export const NothingYet: Story = {
  args: { restaurantId: 4 },
  parameters: {
    msw: {
      handlers: {
        restaurantMenus: overrides.empty('restaurantMenus'),
        orders: overrides.empty('orders'),
        reviews: overrides.empty('reviews'),
      },
    },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await (await region(canvasElement, t('restaurants.details'))).findByText(t('restaurants.noOwner')),
    ).toBeVisible();
    await expect(
      await (
        await region(canvasElement, t('restaurants.recentOrders'))
      ).findByText(t('restaurants.noOrders')),
    ).toBeVisible();
    await expect(
      await (
        await region(canvasElement, t('restaurants.recentReviews'))
      ).findByText(t('restaurants.noReviews')),
    ).toBeVisible();
    await expect(
      await (await region(canvasElement, t('restaurants.menus'))).findByText(t('restaurants.noMenus')),
    ).toBeVisible();
  },
};

/** The orders fail to load: their part offers Retry, the rest of the page stays. */
export const OrdersFailToLoad: Story = {
  parameters: { msw: { handlers: { orders: overrides.error('orders', 503, 'Orders are unavailable') } } },
  play: async ({ canvasElement }) => {
    const orders = await region(canvasElement, t('restaurants.recentOrders'));
    await expect(await orders.findByText(apiError(503, 'Orders are unavailable'))).toBeVisible();
    await expect(orders.getByRole('button', { name: kit('retry') })).toBeVisible();
    await expect(
      await (await region(canvasElement, t('restaurants.details'))).findByText('Oscar Owner'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { restaurant: overrides.loading('restaurant') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: t('restaurants.loadingRestaurant'),
      }),
    ).toBeVisible();
  },
};

/** The restaurant answers late: the loading title, then the page. */
export const Slow: Story = {
  parameters: { msw: { handlers: { restaurant: overrides.slow('restaurant') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('restaurants.loadingRestaurant') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Trattoria Bella Vista/ }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { restaurantId: 999 },
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 404, 'Restaurant not found') } },
    matrix: { state: 'not-found' },
  },
  play: ({ canvasElement }) =>
    expectNotFound(canvasElement, apiError(404, 'Restaurant not found'), t('restaurants.back')),
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 503, 'Restaurants are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) =>
    expectRetryableError(canvasElement, apiError(503, 'Restaurants are unavailable')),
};

/** The demo owner opens another owner's restaurant: the route's OwnerGate answers "Not allowed". */
export const OtherOwnersRestaurant: Story = {
  args: { restaurantId: 4 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate restaurantId={args.restaurantId}>
      <RestaurantScreen {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('region', { name: t('restaurants.details') })).toBeNull();
  },
};

/** The owner on their own restaurant's page: themselves as the owner, Edit and History as for an admin. */
export const AsItsOwner: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) } },
  beforeEach: () => {
    mockDb.actor = DEMO_OWNER_PROFILE.email;
  },
  play: async ({ canvasElement }) => {
    await expect(
      await (await region(canvasElement, t('restaurants.details'))).findByText('Oscar Owner'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: t('restaurants.edit') })).toBeVisible();
  },
};

/** The page's "Orders now" panel. */
const ordersNow = async (canvasElement: HTMLElement) => region(canvasElement, t('restaurants.ordersNow'));

/** Paused for a kitchen issue by its owner: the reason, the end and who; Resume ends it. */
export const Paused: Story = {
  beforeEach: () => {
    setMockOperations(
      1,
      { pause: { reason: 'kitchen-issue', note: 'Oven repair', until: '2099-01-01T12:30:00.000Z' } },
      { pausedAt: '2026-11-21T11:00:00.000Z', pausedBy: { id: 2, name: 'Oscar Owner' } },
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await ordersNow(canvasElement);
    await expect(await panel.findByText(t('restaurants.statePaused'))).toBeVisible();
    // The summary names who paused it and why (the name is data: the same in every language).
    await expect(panel.getByText(/Oscar Owner/)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: t('restaurants.resume') }));
    await expect(await panel.findByText(t('restaurants.aroundTheClock'))).toBeVisible();
  },
};

/** Pause orders: the dialog asks for a reason and how long; the page then says paused, until when. */
export const PauseDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const panel = await ordersNow(canvasElement);
    await expect(await panel.findByText(t('restaurants.aroundTheClock'))).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: t('restaurants.pause') }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('restaurants.pauseTitle', { name: 'Trattoria Bella Vista' }),
      }),
    );
    await expect(dialog.getByRole('radio', { name: t('restaurants.pause30') })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: t('restaurants.pauseCustom') }));
    // The field's label carries the required mark after its text.
    await expect(dialog.getByLabelText(new RegExp(`^${t('restaurants.pauseUntil')}`))).toBeVisible();
  },
};

/** Pausing: the dialog's Pause is busy until the server answers (here it never does). */
export const Pausing: Story = {
  parameters: {
    msw: { handlers: { pauseRestaurant: overrides.loading('pauseRestaurant') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const panel = await ordersNow(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: t('restaurants.pause') }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('restaurants.pauseConfirm') }));
    await expect(dialog.getByRole('button', { name: t('restaurants.pauseConfirm') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A phone (390x844): the details first, then the orders, reviews and menus in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await (
      await region(canvasElement, t('restaurants.recentOrders'))
    ).findAllByRole('link', { name: like(t('restaurants.orderNumber', { id: ANY })) });
    await expectPhoneLayout(canvasElement);
  },
};
