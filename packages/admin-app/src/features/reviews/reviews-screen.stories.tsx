import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { fakeAuth } from '@/stories/fake-auth';
import { expectRetryableError } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { ListSearch } from '@/features/lists/list-search';
import { ReviewsScreen } from './reviews-screen';
import { openDialogWith } from '@/stories/expectations';

function ReviewsPage({ initial }: { initial: ListSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <ReviewsScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Reviews',
  component: ReviewsPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tablist', { name: 'Review status' }));
const reviewsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Reviews' });

/** Selects reviews 21 and 17 of the Pending tab; answers the bulk bar. */
async function selectTwo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select review #21' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select review #17' }));
  return canvas.getByRole('region', { name: 'Bulk actions on reviews' });
}

/** The moderation queue: the Pending tab is open, each tab shows its count, each row Approve/Reject. */
export const PendingTab: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: 'Pending 5' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(tabs(canvasElement).getByRole('tab', { name: 'All 26' })).toBeVisible();
    const table = within(reviewsTable(canvasElement));
    await expect(await table.findByRole('button', { name: 'Approve review #26' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Reject review #26' })).toBeVisible();
    await expect(table.getAllByText('Pending').length).toBe(5);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { reviews: overrides.loading('reviews') } } },
};

/** Approved: every review shown in full, with the owner's reply under it. */
export const ApprovedWithReplies: Story = {
  args: { initial: { status: ['APPROVED'] } },
  play: async ({ canvasElement }) => {
    const table = within(reviewsTable(canvasElement));
    await expect(
      await table.findByText('Thank you! We are glad you enjoyed it - see you soon.'),
    ).toBeVisible();
    // Review 19's reply, by the demo owner (review 2's is on the last page).
    await expect(table.getByText(/^Reply from Oscar Owner/)).toBeVisible();
    await expect(table.queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

/** Two pending reviews selected: the bar counts them and offers Approve, Reject and Delete. */
export const BulkSelected: Story = {
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    for (const action of ['Approve', 'Reject', 'Delete']) {
      await expect(within(bar).getByRole('button', { name: action })).toBeEnabled();
    }
  },
};

/** Approve asks first; then both leave the Pending tab and its count drops. */
export const BulkApproved: Story = {
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve' });
    await expect(within(dialog).getByText(/^Approve 2 reviews\?/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(bar).findByText('2 changed')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await tabs(canvasElement).findByRole('tab', { name: 'Pending 3' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(reviewsTable(canvasElement)).queryByRole('button', { name: 'Approve review #21' }),
      ).toBeNull(),
    );
  },
};

/**
 * Another admin deletes one of the two selected reviews before the action runs: the server
 * approves the other and refuses the missing one, naming why.
 */
export const BulkPartlyRefused: Story = {
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    mockDb.reviews.remove(17);
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(bar).findByText('1 changed, 1 refused')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(bar).getByRole('listitem')).toHaveTextContent('Review #17: Not found');
  },
};

/** A restaurant owner sees their own restaurants' reviews; Reply opens the dialog with a textarea. */
export const OwnerReplyDialog: Story = {
  parameters: {
    page: {
      auth: fakeAuth({
        uid: 'demo-owner',
        firstName: 'Oscar',
        lastName: 'Owner',
        email: 'owner@demo.food',
        phone: '+1 555 0101',
        role: 'RESTAURANT',
      }),
    },
  },
  beforeEach: () => {
    mockDb.actor = 'owner@demo.food';
  },
  args: { initial: { status: ['APPROVED'] } },
  play: async ({ canvasElement }) => {
    const table = within(reviewsTable(canvasElement));
    await table.findByRole('button', { name: 'Reply to review #12' });
    const dialog = await openDialogWith(
      () => table.getByRole('button', { name: 'Reply to review #12' }),
      'Reply to review',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Reply/ })).toHaveValue('');
    await expect(table.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reply/ }), 'Thanks for the visit!');
    await expect(within(dialog).getByRole('button', { name: 'Save reply' })).toBeEnabled();
  },
};

/** No review waits for moderation: the tab says so. */
export const EmptyTab: Story = {
  beforeEach: () => {
    for (const review of mockDb.reviews.all())
      if (review.status === 'PENDING') mockDb.reviews.update(review.id, { status: 'APPROVED' });
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No reviews are waiting for moderation.'),
    ).toBeVisible();
    // The counts are their own request: they may arrive after the list.
    await waitFor(() => expect(tabs(canvasElement).getByRole('tab', { name: 'Pending 0' })).toBeVisible());
  },
};

/** The list fails: the message and a Retry that loads it again. */
export const LoadErrorWithRetry: Story = {
  parameters: {
    msw: { handlers: { reviews: overrides.error('reviews', 503, 'Reviews are unavailable') } },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, 'Reviews are unavailable'),
};

/** A review's History opens from its row, for admins (docs/requirements.md#req-history). */
export const ReviewHistory: Story = {
  beforeEach: () => {
    mockDb.reviews.update(21, { rating: 2 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'History of review #21' });
    const dialog = within(
      await openDialogWith(
        () => canvas.getByRole('button', { name: 'History of review #21' }),
        'History of review #21',
      ),
    );
    const row = await dialog.findByRole('row', { name: /Rating/ });
    await expect(row).toHaveTextContent('2');
  },
};
