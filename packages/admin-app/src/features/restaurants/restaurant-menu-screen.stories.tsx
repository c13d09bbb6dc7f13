import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
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
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { restaurantId: 1, initial: {} },
} satisfies Meta<typeof RestaurantMenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Menu of Trattoria Bella Vista' })).toBeVisible();
    // The title comes with the restaurant; the actions wait for its menus.
    await expect(await canvas.findByRole('link', { name: 'Edit Menu' })).toBeVisible();
  },
};

export const DishSearch: Story = { args: { initial: { search: 'pizza' } } };

export const NoMenu: Story = {
  parameters: { msw: { handlers: { restaurantMenus: overrides.empty('restaurantMenus') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add Menu' })).toBeVisible();
  },
};

export const NoDishes: Story = {
  parameters: { msw: { handlers: { menuDishes: overrides.empty('menuDishes') } } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        restaurant: overrides.loading('restaurant'),
        restaurantMenus: overrides.loading('restaurantMenus'),
      },
    },
  },
};

export const RestaurantNotFound: Story = {
  parameters: {
    msw: { handlers: { restaurant: overrides.error('restaurant', 404, 'Restaurant not found') } },
  },
};
