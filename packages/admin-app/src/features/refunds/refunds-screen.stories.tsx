import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STAFF, type RefundStatus } from '@food-admin/api-client';
import { clearMockRefunds, insertMockRefund, overrides, resetMockDb } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_CUSTOMER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectRetryableError } from '@/stories/expectations';
import { mockApiParameters } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { ANY, apiError, kit, like, storyLocale, t } from '@/stories/texts';
import type { ListSearch } from '@/shared/lists/list-search';
import { RefundsScreen } from './refunds-screen';

function RefundsPage({ initial }: { initial: ListSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <RefundsScreen {...props} />} />;
}

/** Refunds on fixture orders, oldest first: two given back, one declined, two waiting for an admin. */
const SEEDED: readonly [number, number, RefundStatus, 'QUALITY' | 'GOODWILL' | 'DUPLICATE_CHARGE'][] = [
  [1031, 1550, 'SUCCEEDED', 'QUALITY'],
  [1027, 500, 'DECLINED', 'GOODWILL'],
  [1029, 250, 'SUCCEEDED', 'GOODWILL'],
  [1028, 6000, 'PENDING_APPROVAL', 'DUPLICATE_CHARGE'],
  [1027, 7250, 'PENDING_APPROVAL', 'QUALITY'],
];

/** The fixtures without their own refunds, and the refunds above with their orders' sums. */
function seedRefunds(): void {
  resetMockDb();
  clearMockRefunds();
  SEEDED.forEach(([orderId, amountMinor, status, reason], index) => {
    insertMockRefund({
      orderId,
      status,
      amountMinor,
      deliveryFeeMinor: 0,
      currency: 'USD',
      reason,
      note: null,
      bearer: index % 2 === 0 ? 'PLATFORM' : 'RESTAURANT',
      method: 'ORIGINAL_PAYMENT',
      lines: [],
      createdBy: null,
      createdByName: 'Ada Admin',
      createdAt: new Date(Date.UTC(2026, 10, 20 + index, 10)).toISOString(),
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
    });
  });
}

const meta = {
  title: 'App/Pages/Refunds',
  component: RefundsPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: filters and dates only narrow the list',
        'not-found': 'a list, not a page of one record',
      },
    },
  },
  beforeEach: seedRefunds,
  args: { initial: {} },
} satisfies Meta<typeof RefundsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const refundsTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: t('refunds.title') }));
const usd = (minor: number) => kit('formatMoney', minor, 'USD');
/**
 * A name as read aloud, whatever its spaces and direction marks: a French amount holds a narrow
 * no-break space, an Arabic one direction marks, which a button's aria-label keeps as they are.
 */
const spoken = (text: string) =>
  text
    .replace(/[\u200e\u200f\u2066-\u2069\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const named = (text: string) => (name: string) => spoken(name) === spoken(text);
const approveOf = (minor: number) => named(t('orders.approveRefundOf', { amount: usd(minor) }));
const declineOf = (minor: number) => named(t('orders.declineRefundOf', { amount: usd(minor) }));

/** Every refund newest first; the two waiting ones offer Approve and Decline. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: t('refunds.openOrder', { id: 1031 }),
    });
    await expect(link).toBeVisible();
    const table = refundsTable(canvasElement);
    await expect(
      table.getAllByRole('link', { name: like(t('refunds.openOrder', { id: ANY })) }),
    ).toHaveLength(5);
    await expect(table.getByRole('button', { name: approveOf(6000) })).toBeVisible();
    await expect(table.getByRole('button', { name: approveOf(7250) })).toBeVisible();
    await expect(table.queryByRole('button', { name: approveOf(1550) })).toBeNull();
  },
};

/** The waiting refunds only (the Status filter): the admin approves one, and it leaves the view. */
export const PendingRows: Story = {
  args: { initial: { status: ['PENDING_APPROVAL'] } },
  play: async ({ canvasElement }) => {
    const table = () => refundsTable(canvasElement);
    const approve = await within(canvasElement).findByRole('button', { name: approveOf(6000) });
    await expect(table().getAllByRole('link')).toHaveLength(2);
    await userEvent.click(approve);
    await expect(
      await screen.findByText(t('orders.refundApproved', { amount: usd(6000) })),
    ).toBeInTheDocument();
    await waitFor(() => expect(table().getAllByRole('link')).toHaveLength(1));
  },
};

/** An approval on its way (here it never arrives): its buttons wait. */
export const Approving: Story = {
  args: { initial: { status: ['PENDING_APPROVAL'] } },
  parameters: {
    msw: { handlers: { approveRefund: overrides.loading('approveRefund') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const approve = await within(canvasElement).findByRole('button', { name: approveOf(6000) });
    await userEvent.click(approve);
    await waitFor(() =>
      expect(
        refundsTable(canvasElement).getByRole('button', {
          name: declineOf(6000),
        }),
      ).toBeDisabled(),
    );
  },
};

/** In French: amounts and labels in French. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: approveOf(6000) })).toBeVisible();
    await expect(refundsTable(canvasElement).getAllByText(t('orders.refundStatus.pending'))).toHaveLength(2);
  },
};

/** In Arabic, right to left. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: approveOf(7250) })).toBeVisible();
    await expect(document.documentElement.dir).toBe(storyLocale() === 'ar' ? 'rtl' : 'ltr');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { refunds: overrides.loading('refunds') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('refunds.title'), busy: true }),
    ).toBeVisible();
  },
};

/** The refunds answer late: the table is busy, then the rows come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { refunds: overrides.slow('refunds') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('refunds.title'), busy: true }),
    ).toBeVisible();
    await expect(
      await refundsTable(canvasElement).findByRole(
        'link',
        { name: t('refunds.openOrder', { id: 1031 }) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { refunds: overrides.empty('refunds') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('refunds.empty'))).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { refunds: overrides.error('refunds', 500, 'Refunds are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(500, 'Refunds are unavailable')),
};

/** A customer opens /admin/refunds: the route's RoleGate answers "Not allowed". */
export const NotAllowedForCustomer: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_CUSTOMER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <RoleGate roles={STAFF}>
      <RefundsPage {...args} />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'CUSTOMER');
    await expect(within(canvasElement).queryByRole('table', { name: t('refunds.title') })).toBeNull();
  },
};

/** On a phone: rows are cards, the page never scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await refundsTable(canvasElement).findByRole('link', { name: t('refunds.openOrder', { id: 1031 }) }),
    ).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
