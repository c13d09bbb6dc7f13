import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { SearchOnly } from '@/lib/search-params';
import { DishesScreen } from './dishes-screen';

function DishesPage({ menuId, initial }: { menuId: number; initial: SearchOnly }) {
  return <StatefulSearch initial={initial} render={(props) => <DishesScreen menuId={menuId} {...props} />} />;
}

const meta = {
  title: 'App/Pages/Dishes',
  component: DishesPage,
  decorators: [withPage],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { menuId: 1, initial: {} },
} satisfies Meta<typeof DishesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Dishes of All day', level: 1 }),
    ).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: {
    msw: { handlers: { menu: overrides.loading('menu'), menuDishes: overrides.loading('menuDishes') } },
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: { menuDishes: overrides.empty('menuDishes') } } },
};
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { menuDishes: overrides.error('menuDishes', 500, 'Dishes are unavailable') } },
  },
};
export const Searched: Story = { args: { initial: { search: 'pizza' } } };
