import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { SearchOnly } from '@/lib/search-params';
import { MenusScreen } from './menus-screen';

function MenusPage({ initial }: { initial: SearchOnly }) {
  return <StatefulSearch initial={initial} render={(props) => <MenusScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Menus',
  component: MenusPage,
  decorators: [withPage],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof MenusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('button', { name: /View dishes/ })).length,
    ).toBeGreaterThan(0);
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { menus: overrides.loading('menus') } } } };
export const Empty: Story = { parameters: { msw: { handlers: { menus: overrides.empty('menus') } } } };
export const LoadError: Story = {
  parameters: { msw: { handlers: { menus: overrides.error('menus', 500, 'Menus are unavailable') } } },
};
export const Searched: Story = { args: { initial: { search: 'dessert' } } };
