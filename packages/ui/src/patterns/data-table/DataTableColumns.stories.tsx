import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DataTable, type ColumnDef } from './DataTable';

/** An order of a list screen: what the stories below lay out by their columns' kinds and priorities. */
type OrderRow = {
  id: number;
  restaurant: string;
  customer: string;
  courier: string;
  total: string;
  placed: string;
};

const orders: OrderRow[] = [
  {
    id: 1032,
    restaurant: 'Trattoria Bella Vista',
    customer: 'Cora Customer',
    courier: 'Cody Courier',
    total: '$19.49',
    placed: 'Dec 2, 2026, 8:50 AM',
  },
  {
    id: 1031,
    restaurant: 'Le Petit Bistro',
    customer: 'Noah Lopez',
    courier: 'Lucas Larsen',
    total: '$135.99',
    placed: 'Dec 1, 2026, 11:50 PM',
  },
  {
    id: 1030,
    restaurant: 'Casa Oaxaca',
    customer: 'Ethan Chen',
    courier: '—',
    total: '$56.48',
    placed: 'Dec 1, 2026, 2:50 PM',
  },
];

/** Each column says what it holds (how it lays out) and how much it matters (which folds first). */
const orderColumns: ColumnDef<OrderRow, unknown>[] = [
  { accessorKey: 'id', header: 'ID', cell: ({ row }) => `#${row.original.id}`, meta: { kind: 'id' } },
  { accessorKey: 'restaurant', header: 'Restaurant', meta: { kind: 'text' } },
  { accessorKey: 'customer', header: 'Customer', meta: { kind: 'text', priority: 2 } },
  { accessorKey: 'courier', header: 'Courier', meta: { kind: 'text', priority: 3 } },
  { accessorKey: 'total', header: 'Total', meta: { kind: 'amount' } },
  { accessorKey: 'placed', header: 'Placed', meta: { kind: 'date', priority: 2 } },
];

const meta = {
  title: 'Data/DataTable/Columns',
  tags: ['autodocs'],
  component: DataTable<OrderRow>,
  args: {
    label: 'Orders',
    columns: orderColumns,
    data: orders,
    getRowId: (order: OrderRow) => String(order.id),
  },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every column fits: ids, amounts and dates on one line, the amounts aligned on their last digit. */
export const ColumnKinds: Story = {
  play: async ({ canvas }) => {
    for (const header of ['ID', 'Restaurant', 'Customer', 'Courier', 'Total', 'Placed'])
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '$135.99' })).toHaveAttribute('data-kind', 'amount');
  },
};

/**
 * A box too narrow for every column (a laptop beside the sidebar): the courier folds first, then
 * the date and the customer, each value into the row's lead cell (the restaurant) under its
 * column's name; the table then fits without scrolling sideways.
 */
export const ColumnsFoldToFit: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Courier' })).toBeNull());
    await expect(canvas.queryByRole('columnheader', { name: 'Placed' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toBeVisible();
    const lead = canvas.getByRole('cell', { name: /^Trattoria Bella Vista/ });
    await expect(within(lead).getByText('Courier', { selector: 'dt' })).toBeVisible();
    await expect(within(lead).getByText('Cody Courier')).toBeVisible();
    const scroll = canvasElement.querySelector('.fa-table-scroll')!;
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/**
 * A name longer than its column's cap ends with an ellipsis; it is read in full, and shows whole
 * over the cell on hover and on focus (a cut cell is a tab stop).
 */
export const CutText: Story = {
  args: {
    data: [
      {
        ...orders[0]!,
        restaurant: 'Trattoria Bella Vista della Nonna Maria e dei suoi Nipoti',
      },
      ...orders.slice(1),
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const name = 'Trattoria Bella Vista della Nonna Maria e dei suoi Nipoti';
    const cell = canvas.getByRole('cell', { name });
    const text = cell.querySelector<HTMLElement>('.fa-table__text')!;
    await waitFor(() => expect(text).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(text).toHaveFocus();
    const reveal = await waitFor(() => {
      const box = canvasElement.ownerDocument.querySelector<HTMLElement>('.fa-table__reveal');
      expect(box).not.toBeNull();
      return box!;
    });
    await expect(reveal).toHaveTextContent(name);
    await expect(reveal).toHaveAttribute('aria-hidden', 'true');
    await expect(reveal.getBoundingClientRect().width).toBeGreaterThan(text.getBoundingClientRect().width);
    // Escape puts it away (as a scroll does: it would no longer sit over its cell).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('.fa-table__reveal')).toBeNull());
    // The pointer shows it too, while it is over the cell.
    await userEvent.hover(text);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('.fa-table__reveal')).toHaveTextContent(name),
    );
    await userEvent.unhover(text);
    await userEvent.hover(canvas.getByRole('columnheader', { name: 'Total' }));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('.fa-table__reveal')).toBeNull());
    // A name that fits is no tab stop.
    await expect(
      canvas.getByRole('cell', { name: 'Le Petit Bistro' }).querySelector('[tabindex]'),
    ).toBeNull();
  },
};
