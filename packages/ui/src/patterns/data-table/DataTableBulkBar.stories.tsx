import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { KitStringsProvider } from '../../strings';
import { kitStrings as arabic } from '../../strings/locales/ar';
import { DataTableBulkBar } from './DataTableBulkBar';

/*
 * The bulk bar on its own, while a long action reports how far it is (docs/api.md#progress): the
 * admin table's stories (DataTableAdmin.stories.tsx) show it wired to a table.
 */

const meta = {
  title: 'Data/DataTable/Bulk bar',
  component: DataTableBulkBar,
  tags: ['autodocs'],
  args: {
    count: 10_000,
    actions: [
      { id: 'deactivate', label: 'Deactivate' },
      { id: 'delete', label: 'Delete', tone: 'danger' },
    ],
    onAction: fn(),
    onClear: fn(),
    busy: true,
    progress: { done: 3_000, total: 10_000 },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTableBulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3,000 of 10,000 rows done: a bar at 30% and 'Applying… 3,000 of 10,000'; every button disabled. */
export const Progress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    const progress = within(bar).getByRole('progressbar', { name: 'Applying…' });
    await expect(progress).toHaveProperty('value', 3_000);
    await expect(progress).toHaveProperty('max', 10_000);
    await expect(within(bar).getByRole('status')).toHaveTextContent('Applying… 3,000 of 10,000');
    for (const name of ['Deactivate', 'Delete', 'Clear'])
      await expect(within(bar).getByRole('button', { name })).toBeDisabled();
  },
};

/**
 * Busy before the first count, then with it, one above the other: the same height, so nothing
 * below the bar moves when the count arrives. A count of no rows (total 0) shows 'Applying…' alone.
 */
export const ProgressKeepsItsPlace: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--fa-space-3)' }}>
      <DataTableBulkBar {...args} label="Before the first count" progress={null} />
      <DataTableBulkBar {...args} label="With a count" />
      <DataTableBulkBar {...args} label="With no rows" progress={{ done: 0, total: 0 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const before = canvas.getByRole('region', { name: 'Before the first count' });
    const counted = canvas.getByRole('region', { name: 'With a count' });
    const empty = canvas.getByRole('region', { name: 'With no rows' });
    await expect(within(before).queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(within(empty).queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(within(empty).getByRole('status')).toHaveTextContent(/^Applying…$/);
    await expect(within(counted).getByRole('progressbar')).toBeVisible();
    await expect(counted.getBoundingClientRect().height).toBe(before.getBoundingClientRect().height);
  },
};

/** Right to left, in Arabic: the bar fills from the right, the counts in the language's digits. */
export const ProgressRightToLeft: Story = {
  render: (args) => (
    <KitStringsProvider strings={arabic}>
      <div dir="rtl" lang="ar">
        <DataTableBulkBar {...args} actions={[{ id: 'deactivate', label: 'إلغاء التفعيل' }]} />
      </div>
    </KitStringsProvider>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: arabic.bulkActions });
    const progress = within(bar).getByRole('progressbar', { name: arabic.applying });
    await expect(progress).toHaveProperty('value', 3_000);
    await expect(within(bar).getByRole('status')).toHaveTextContent(arabic.applyingProgress(3_000, 10_000));
  },
};
