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
import { ANY, apiError, apiRefusal, containing, kit, like, t } from '@/stories/texts';
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
  within(within(canvasElement).getByRole('tablist', { name: t('reviews.statusTabs') }));
const reviewsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: t('reviews.title') });

/** A status tab's name: its label and its count (`Pending 5`). */
const tab = (label: 'reviews.tab.pending' | 'reviews.tab.all', count: number) =>
  `${t(label)} ${kit('formatCount', count)}`;

/** Selects reviews 21 and 17 of the Pending tab; answers the bulk bar. */
async function selectTwo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('checkbox', { name: kit('selectRow', t('reviews.rowName', { id: 21 })) }),
  );
  await userEvent.click(
    canvas.getByRole('checkbox', { name: kit('selectRow', t('reviews.rowName', { id: 17 })) }),
  );
  return canvas.getByRole('region', { name: t('reviews.bulkActions') });
}

/** The moderation queue: the Pending tab is open, each tab shows its count, each row Approve/Reject. */
export const PendingTab: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: tab('reviews.tab.pending', 5) })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(tabs(canvasElement).getByRole('tab', { name: tab('reviews.tab.all', 26) })).toBeVisible();
    const table = within(reviewsTable(canvasElement));
    await expect(
      await table.findByRole('button', { name: t('reviews.approveReview', { id: 26 }) }),
    ).toBeVisible();
    await expect(table.getByRole('button', { name: t('reviews.rejectReview', { id: 26 }) })).toBeVisible();
    await expect(table.getAllByText(t('reviews.status.pending')).length).toBe(5);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { reviews: overrides.loading('reviews') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('reviews.title'), busy: true }),
    ).toBeVisible();
  },
};

/** The reviews answer late (the mocks' slow override): the table is busy, then the queue comes. */
export const Slow: Story = {
  parameters: { msw: { handlers: { reviews: overrides.slow('reviews') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('reviews.title'), busy: true }),
    ).toBeVisible();
    await expect(
      await within(reviewsTable(canvasElement)).findByRole(
        'button',
        { name: t('reviews.approveReview', { id: 26 }) },
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
    await expect(within(canvasElement).queryByRole('table', { name: t('reviews.title') })).toBeNull();
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
    await expect(
      table.getByText(like(t('reviews.replyFrom', { author: 'Oscar Owner', date: ANY }))),
    ).toBeVisible();
    await expect(
      table.queryByRole('button', { name: like(t('reviews.approveReview', { id: ANY })) }),
    ).toBeNull();
  },
};

/** Two pending reviews selected: the bar counts them and offers Approve, Reject and Delete. */
export const BulkSelected: Story = {
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await expect(within(bar).getByText(kit('selectedCount', 2))).toBeVisible();
    for (const action of [t('reviews.approve'), t('reviews.reject'), t('reviews.delete')]) {
      await expect(within(bar).getByRole('button', { name: action })).toBeEnabled();
    }
  },
};

/** Approve asks first; then both leave the Pending tab and its count drops. */
export const BulkApproved: Story = {
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: t('reviews.approve') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('reviews.approve') });
    await expect(within(dialog).getByText(t('reviews.bulk.approveConfirm', { count: 2 }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 2, 0))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      await tabs(canvasElement).findByRole('tab', { name: tab('reviews.tab.pending', 3) }),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(reviewsTable(canvasElement)).queryByRole('button', {
          name: t('reviews.approveReview', { id: 21 }),
        }),
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
    await userEvent.click(within(bar).getByRole('button', { name: t('reviews.approve') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('reviews.approve') });
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 1, 1))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(bar).getByRole('listitem')).toHaveTextContent(
      `${t('reviews.itemName', { id: 17 })}: ${apiRefusal('NOT_FOUND')}`,
    );
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
  await table.findByRole('button', { name: t('reviews.replyTo', { id: 12 }) });
  return openDialogWith(
    () => table.getByRole('button', { name: t('reviews.replyTo', { id: 12 }) }),
    t('reviews.replyDialog.title'),
  );
}

/** A restaurant owner sees their own restaurants' reviews; Reply opens the dialog with a textarea. */
export const OwnerReplyDialog: Story = {
  ...asOwner,
  play: async ({ canvasElement }) => {
    const table = within(reviewsTable(canvasElement));
    const dialog = await openReply(canvasElement);
    await expect(
      within(dialog).getByRole('textbox', { name: containing(t('reviews.field.reply')) }),
    ).toHaveValue('');
    await expect(
      table.queryByRole('button', { name: like(t('reviews.approveReview', { id: ANY })) }),
    ).toBeNull();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: containing(t('reviews.field.reply')) }),
      'Thanks for the visit!',
    );
    await expect(within(dialog).getByRole('button', { name: t('reviews.replyDialog.save') })).toBeEnabled();
  },
};

/** An empty reply is refused in the dialog, which stays open. */
export const ReplyRequired: Story = {
  ...asOwner,
  parameters: { ...asOwner.parameters, matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openReply(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: t('reviews.replyDialog.save') }));
    await expect(await dialog.findByText(t('validation.REPLY_REQUIRED'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: containing(t('reviews.field.reply')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
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
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(t('reviews.field.reply')) }),
      'Thanks for the visit!',
    );
    await userEvent.click(dialog.getByRole('button', { name: t('reviews.replyDialog.save') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('reviews.replyDialog.save') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: t('reviews.replyDialog.cancel') })).toBeDisabled();
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
    await expect(await within(canvasElement).findByText(t('reviews.empty.pending'))).toBeVisible();
    // The counts are their own request: they may arrive after the list.
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: tab('reviews.tab.pending', 0) })).toBeVisible(),
    );
  },
};

/** The list fails: the message and a Retry that loads it again. */
export const LoadErrorWithRetry: Story = {
  parameters: {
    msw: { handlers: { reviews: overrides.error('reviews', 503, 'Reviews are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(503, 'Reviews are unavailable')),
};

/** A review's History opens from its row, for admins (docs/requirements.md#req-history). */
export const ReviewHistory: Story = {
  beforeEach: () => {
    mockDb.reviews.update(21, { rating: 2 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('reviews.historyOf', { id: 21 }) });
    const dialog = within(
      await openDialogWith(
        () => canvas.getByRole('button', { name: t('reviews.historyOf', { id: 21 }) }),
        t('history.of', { name: t('reviews.rowName', { id: 21 }) }),
      ),
    );
    const row = await dialog.findByRole('row', { name: containing(t('reviews.field.rating')) });
    await expect(row).toHaveTextContent('2');
  },
};

/** A phone (390x844): the rows are cards and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = within(reviewsTable(canvasElement));
    await expect(
      await table.findByRole('button', { name: t('reviews.approveReview', { id: 26 }) }),
    ).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
