import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { users } from '../../stories/fixtures';
import { kit } from '../../stories/kit-texts';
import type { UserLike } from '../../types';
import { Badge } from '../../primitives/badge';
import { DataTable, type ColumnDef, type DataTableProps } from './DataTable';
import { EmptyState } from '../empty-state';
import { IconButton } from '../../primitives/icon-button';

const columns: ColumnDef<UserLike, unknown>[] = [
  { accessorKey: 'id', header: 'ID' },
  { id: 'name', header: 'Name', accessorFn: (user) => `${user.firstName} ${user.lastName}` },
  { accessorKey: 'email', header: 'Email' },
  {
    accessorKey: 'role',
    header: 'Role',
    cell: ({ row }) => <Badge tone="primary">{row.original.role}</Badge>,
  },
  { accessorKey: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone || '—' },
];

const onView = fn();
const onEdit = fn();
const onDelete = fn();

const rowActions = (user: UserLike) => (
  <>
    <IconButton
      size="sm"
      label={`View ${user.email}`}
      icon={<Eye size={16} />}
      onClick={() => onView(user)}
    />
    <IconButton
      size="sm"
      label={`Edit ${user.email}`}
      icon={<Pencil size={16} />}
      onClick={() => onEdit(user)}
    />
    <IconButton
      size="sm"
      label={`Delete ${user.email}`}
      icon={<Trash2 size={16} />}
      onClick={() => onDelete(user)}
    />
  </>
);

const manyUsers: UserLike[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  firstName: ['Ada', 'Owen', 'Cora', 'Carl', 'Dina'][index % 5]!,
  lastName: `Tester ${index + 1}`,
  email: `user${index + 1}@demo.food`,
  role: (['CUSTOMER', 'RESTAURANT', 'COURIER', 'ADMIN'] as const)[index % 4]!,
  phone: index % 3 === 0 ? null : `+1 555 01${String(index).padStart(2, '0')}`,
}));

/** A server-paged table: the story slices pages the way the API would. */
function PagedUsers(args: DataTableProps<UserLike>) {
  const [pageIndex, setPageIndex] = useState(0);
  const size = 10;
  const data = manyUsers.slice(pageIndex * size, pageIndex * size + size);
  return (
    <DataTable
      {...args}
      data={data}
      pageIndex={pageIndex}
      totalPages={Math.ceil(manyUsers.length / size)}
      totalItems={manyUsers.length}
      onPageChange={setPageIndex}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  tags: ['autodocs'],
  component: DataTable<UserLike>,
  args: {
    label: 'Users',
    columns,
    data: users,
    rowActions,
    getRowId: (user: UserLike) => String(user.id),
    pageIndex: 0,
    totalPages: 1,
    totalItems: users.length,
    onPageChange: fn(),
  },
} satisfies Meta<typeof DataTable<UserLike>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    for (const header of ['ID', 'Name', 'Email', 'Role', 'Phone', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await expect(table).toHaveTextContent('owner@demo.food');
    // It fits: its scroll area is no stop in the tab order.
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit owner@demo.food' }));
    await expect(onEdit).toHaveBeenCalledWith(users[1]);
  },
};

/** 10 skeleton rows keep the table's height while the first page loads. */
export const Loading: Story = {
  args: { loading: true, data: [], totalItems: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};

export const Empty: Story = {
  args: {
    data: [],
    totalPages: 0,
    totalItems: 0,
    empty: <EmptyState title="No users found" description="No user's email matches “zzz”." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users found')).toBeVisible();
    await expect(canvas.getByText(kit('pageOf', 1, 1))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { data: [], error: 'Request failed with status 500', totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status 500');
  },
};

/** The keyframes named `name` in the page's style sheets, at any depth of layers and media. */
function keyframesNamed(name: string): CSSKeyframesRule | undefined {
  const search = (rules: CSSRuleList): CSSKeyframesRule | undefined => {
    for (const rule of rules) {
      if (rule instanceof CSSKeyframesRule && rule.name === name) return rule;
      const found = 'cssRules' in rule ? search((rule as CSSGroupingRule).cssRules) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  for (const sheet of document.styleSheets) {
    const found = search(sheet.cssRules);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refetching keeps the old rows and disables the pager; a bar moves along the top edge. Wherever the
 * bar is, the table's box stays as wide as the table: each step of the bar's run, held still, leaves
 * the box no wider than it shows (else it would become a sideways scroll area, with hints at its ends).
 * Still (reduced motion), its segment rests at the reading start: the left, or the right in RTL.
 */
export const Fetching: Story = {
  args: { fetching: true, pageIndex: 1, totalPages: 3 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('.fa-table-scroll--fetching');
    const run = keyframesNamed('fa-progress-slide');
    await expect(box).not.toBeNull();
    await expect(run?.cssRules.length).toBeGreaterThan(1);
    const still = document.createElement('style');
    document.head.append(still);
    try {
      for (const step of run!.cssRules as unknown as CSSKeyframeRule[]) {
        still.textContent = `.fa-table-scroll--fetching::before { animation: none !important; transition: none !important; ${step.style.cssText} }`;
        await expect(box!.scrollWidth, `the bar at ${step.keyText}`).toBeLessThanOrEqual(
          box!.clientWidth + 1,
        );
      }
      // At rest (reduced motion ends the run at once) the segment sits at the reading start.
      still.textContent =
        '.fa-table-scroll--fetching::before { animation: none !important; transition: none !important; }';
      const rest = () => getComputedStyle(box!, '::before').backgroundPositionX;
      await expect(rest(), 'left to right').toBe('0%');
      canvasElement.dir = 'rtl';
      await expect(rest(), 'right to left').toBe('100%');
    } finally {
      canvasElement.removeAttribute('dir');
      still.remove();
    }
  },
};

/**
 * In a box narrower than its columns the table scrolls sideways; its scroll area then joins the
 * tab order, named after the table, so a keyboard user can reach it and scroll with the arrow keys.
 */
export const WiderThanItsBox: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Users' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const ManyPages: Story = {
  render: (args) => <PagedUsers {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(kit('pageOf', 1, 3))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: kit('next') }));
    await expect(canvas.getByText(kit('pageOf', 2, 3))).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('user11@demo.food');
  },
};

export const LongText: Story = {
  args: {
    data: [
      {
        id: 987654,
        firstName: 'Maximiliana-Josefina',
        lastName: 'van der Oosterhuizen-Wellington',
        email: 'maximiliana.josefina.vanderoosterhuizen@very-long-company-domain-name.example.com',
        role: 'COURIER',
        phone: '+44 (0) 20 7946 0958 ext. 12345',
      },
      ...users,
    ],
  },
};
