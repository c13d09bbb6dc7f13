import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { SearchOnly } from '@/lib/search-params';
import { RestaurantsScreen } from './restaurants-screen';

function RestaurantsPage({ initial }: { initial: SearchOnly }) {
  return <StatefulSearch initial={initial} render={(props) => <RestaurantsScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Restaurants',
  component: RestaurantsPage,
  decorators: [withPage],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof RestaurantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Trattoria Bella Vista' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { restaurants: overrides.loading('restaurants') } } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { restaurants: overrides.empty('restaurants') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No restaurants yet')).toBeVisible();
  },
};

export const SearchWithoutResults: Story = { args: { initial: { search: 'no such place' } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { restaurants: overrides.error('restaurants', 500, 'Database is down') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Database is down')).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('link', { name: 'Sakura Sushi Bar' })).closest(
      'article',
    ) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Delete/ }));
    await expect(await screen.findByRole('alertdialog', { name: 'Confirm deletion' })).toBeVisible();
  },
};

export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: { deleteRestaurant: overrides.error('deleteRestaurant', 409, 'Restaurant has open orders') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('link', { name: 'Sakura Sushi Bar' })).closest(
      'article',
    ) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByText('Restaurant has open orders')).toBeVisible();
  },
};
