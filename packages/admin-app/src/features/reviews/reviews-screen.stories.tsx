import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STAFF } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_COURIER_PROFILE, DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectPhoneLayout, expectRetryableError } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { ListSearch } from '@/shared/lists/list-search';
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
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: { notApplicable: { 'not-found': 'a list, not a page of one record' } },
  },
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
  parameters: { matrix: { state: 'default' } },
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
  parameters: { msw: { handlers: { reviews: overrides.loading('reviews') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Reviews', busy: true }),
    ).toBeVisible();
  },
};

/** The reviews answer late (the mocks' slow override): the table is busy, then the queue comes. */
export const Slow: Story = {
  parameters: { msw: { handlers: { reviews: overrides.slow('reviews') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Reviews', busy: true }),
    ).toBeVisible();
    await expect(
      await within(reviewsTable(canvasElement)).findByRole(
        'button',
        { name: 'Approve review #26' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A courier opens /admin/reviews: the route's RoleGate answers "Not allowed". */
export const NotAllowedForCourier: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_COURIER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <RoleGate roles={STAFF}>
      <ReviewsPage {...args} />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'COURIER');
    await expect(within(canvasElement).queryByRole('table', { name: 'Reviews' })).toBeNull();
  },
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

/** The demo owner, on the Approved tab, as the signed-in user and the mocks' actor. */
const asOwner = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) } },
  beforeEach: () => {
    mockDb.actor = 'owner@demo.food';
  },
  args: { initial: { status: ['APPROVED'] } },
} satisfies Story;

/** Opens the reply dialog of review #12 (approved, not answered yet). */
async function openReply(canvasElement: HTMLElement) {
  const table = within(reviewsTable(canvasElement));
  await table.findByRole('button', { name: 'Reply to review #12' });
  return openDialogWith(() => table.getByRole('button', { name: 'Reply to review #12' }), 'Reply to review');
}

/** A restaurant owner sees their own restaurants' reviews; Reply opens the dialog with a textarea. */
export const OwnerReplyDialog: Story = {
  ...asOwner,
  play: async ({ canvasElement }) => {
    const table = within(reviewsTable(canvasElement));
    const dialog = await openReply(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: /Reply/ })).toHaveValue('');
    await expect(table.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reply/ }), 'Thanks for the visit!');
    await expect(within(dialog).getByRole('button', { name: 'Save reply' })).toBeEnabled();
  },
};

/** An empty reply is refused in the dialog, which stays open. */
export const ReplyRequired: Story = {
  ...asOwner,
  parameters: { ...asOwner.parameters, matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openReply(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Save reply' }));
    await expect(await dialog.findByText('Reply is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Reply/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving a reply: Save reply is busy until the server answers (here it never does). */
export const SavingReply: Story = {
  ...asOwner,
  parameters: {
    ...asOwner.parameters,
    msw: { handlers: { replyToReview: overrides.loading('replyToReview') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openReply(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reply/ }), 'Thanks for the visit!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save reply' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save reply' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** No review waits for moderation: the tab says so. */
export const EmptyTab: Story = {
  parameters: { matrix: { state: 'empty' } },
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
    matrix: { state: 'error' },
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

/** A phone (390x844): the rows are cards and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = within(reviewsTable(canvasElement));
    await expect(await table.findByRole('button', { name: 'Approve review #26' })).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
