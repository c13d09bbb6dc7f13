import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FilterTabs, type FilterTab } from './FilterTabs';

const statuses: FilterTab<string>[] = [
  { value: 'ALL', label: 'All', count: 32 },
  { value: 'PENDING', label: 'Pending', count: 3 },
  { value: 'ACCEPTED', label: 'Accepted', count: 3 },
  { value: 'PREPARING', label: 'Preparing', count: 3 },
  { value: 'READY', label: 'Ready', count: 3 },
  { value: 'PICKED_UP', label: 'Picked up', count: 3 },
  { value: 'DELIVERED', label: 'Delivered', count: 11 },
  { value: 'CANCELLED', label: 'Cancelled', count: 3 },
  { value: 'REJECTED', label: 'Rejected', count: 3 },
];

const meta = {
  title: 'Data/FilterTabs',
  tags: ['autodocs'],
  component: FilterTabs<string>,
  args: {
    label: 'Order status',
    tabs: statuses.slice(0, 4),
    selected: 'ALL',
    onSelect: fn(),
    children: <p>The orders of the selected status.</p>,
  },
  render: function Controlled(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <FilterTabs
        {...args}
        selected={selected}
        onSelect={(next) => {
          setSelected(next);
          args.onSelect(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterTabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tab names its rows' count; arrows move between tabs, Enter opens one. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'All 32' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pending 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('PENDING');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Pending 3');
  },
};

/** Counts still loading: the tabs show their names alone. */
export const CountsLoading: Story = {
  args: { tabs: statuses.slice(0, 4).map(({ value, label }) => ({ value, label })) },
};

const narrow: Decorator[] = [
  (Story) => (
    <div style={{ maxWidth: '30rem' }}>
      <Story />
    </div>
  ),
];

/**
 * More tabs than the row holds (a laptop's orders: Cancelled and Rejected past the edge): the row
 * scrolls sideways, its hidden end fades out under a chevron, and a click on it scrolls on.
 */
export const Overflowing: Story = {
  args: { tabs: statuses },
  decorators: narrow,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Order status' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const bar = canvasElement.querySelector('.fa-filter-tabs__bar')!;
    await waitFor(() => expect(bar).toHaveAttribute('data-more-end'));
    await expect(bar).not.toHaveAttribute('data-more-start');
    // A pointer's way on; hidden from screen readers, which list every tab.
    const more = canvasElement.querySelector<HTMLElement>('.fa-filter-tabs__scroll--end')!;
    await expect(more).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(more);
    await waitFor(() => expect(bar).toHaveAttribute('data-more-start'));
  },
};

/** A tab past the edge that is open (a link to the Rejected orders) is scrolled into view. */
export const OverflowingLastOpen: Story = {
  args: { tabs: statuses, selected: 'REJECTED' },
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'Order status' });
    const tab = canvas.getByRole('tab', { name: 'Rejected 3' });
    await waitFor(() =>
      expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right),
    );
    const bar = canvasElement.querySelector('.fa-filter-tabs__bar')!;
    await waitFor(() => expect(bar).toHaveAttribute('data-more-start'));
    await expect(bar).not.toHaveAttribute('data-more-end');
  },
};

/** Right to left, the row starts on the right and its hidden end is on the left. */
export const OverflowingRightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'حالة الطلب',
    tabs: [
      { value: 'ALL', label: 'الكل', count: 32 },
      { value: 'PENDING', label: 'قيد الانتظار', count: 3 },
      { value: 'ACCEPTED', label: 'مقبول', count: 3 },
      { value: 'PREPARING', label: 'قيد التحضير', count: 3 },
      { value: 'READY', label: 'جاهز', count: 3 },
      { value: 'PICKED_UP', label: 'تم الاستلام', count: 3 },
      { value: 'DELIVERED', label: 'تم التوصيل', count: 11 },
      { value: 'CANCELLED', label: 'ملغى', count: 3 },
      { value: 'REJECTED', label: 'مرفوض', count: 3 },
    ],
    children: <p>طلبات الحالة المختارة.</p>,
  },
  decorators: narrow,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'حالة الطلب' });
    const all = canvas.getByRole('tab', { name: 'الكل 32' });
    await expect(all.getBoundingClientRect().right).toBeGreaterThan(list.getBoundingClientRect().right - 2);
    const bar = canvasElement.querySelector('.fa-filter-tabs__bar')!;
    await waitFor(() => expect(bar).toHaveAttribute('data-more-end'));
    await userEvent.click(canvasElement.querySelector<HTMLElement>('.fa-filter-tabs__scroll--end')!);
    await waitFor(() => expect(bar).toHaveAttribute('data-more-start'));
  },
};
