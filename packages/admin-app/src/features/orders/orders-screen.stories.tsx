import type { Meta, StoryObj } from '@storybook/react-vite';
import { overrides } from '@food-admin/mocks';
import { withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { PagedSearch } from '@/lib/search-params';
import { OrdersScreen } from './orders-screen';

function OrdersPage({ initial }: { initial: PagedSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <OrdersScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Orders',
  component: OrdersPage,
  decorators: [withPage],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: { orders: overrides.loading('orders') } } } };
export const Empty: Story = { parameters: { msw: { handlers: { orders: overrides.empty('orders') } } } };
export const LoadError: Story = {
  parameters: { msw: { handlers: { orders: overrides.error('orders', 500, 'Orders are unavailable') } } },
};
