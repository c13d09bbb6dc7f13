import type { Meta, StoryObj } from '@storybook/react-vite';
import { overrides } from '@food-admin/mocks';
import { withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { PagedSearch } from '@/lib/search-params';
import { ReviewsScreen } from './reviews-screen';

function ReviewsPage({ initial }: { initial: PagedSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <ReviewsScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Reviews',
  component: ReviewsPage,
  decorators: [withPage],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = {
  parameters: { msw: { handlers: { reviews: overrides.loading('reviews') } } },
};
export const Empty: Story = { parameters: { msw: { handlers: { reviews: overrides.empty('reviews') } } } };
export const LoadError: Story = {
  parameters: { msw: { handlers: { reviews: overrides.error('reviews', 500, 'Reviews are unavailable') } } },
};
