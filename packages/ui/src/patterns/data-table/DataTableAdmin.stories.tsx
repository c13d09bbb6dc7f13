import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { UserLike, UserRole } from '../../types';
import { Badge } from '../../primitives/badge';
import { SearchInput } from '../search-input';
import { DataTable, type ColumnDef, type DataTableSort } from './DataTable';
import { DataTableBulkBar, type BulkResult } from './DataTableBulkBar';
import { DataTableColumnsMenu } from './DataTableColumnsMenu';
import { DataTableFacetedFilter } from './DataTableFacetedFilter';
import { DataTableExportButton, DataTableToolbar } from './DataTableToolbar';

/*
 * The table as an admin works with it: search, a role filter with counts, sortable headers, a
 * Columns menu, Export, row selection across pages and bulk actions. The story plays the server:
 * it filters, sorts and pages the fixture and answers the bulk actions, as the API would.
 */

const ROLES: UserRole[] = ['CUSTOMER', 'RESTAURANT', 'COURIER', 'ADMIN'];
const ROLE_LABELS: Record<UserRole, string> = {
  CUSTOMER: 'Customer',
  RESTAURANT: 'Restaurant',
  COURIER: 'Courier',
  ADMIN: 'Admin',
};
const FIRST_NAMES = [
  'Ada',
  'Owen',
  'Cora',
  'Carl',
  'Dina',
  'Emil',
  'Farah',
  'Gus',
  'Hana',
  'Ivo',
  'June',
  'Kofi',
  'Lena',
];
const PAGE_SIZE = 10;

const allUsers: UserLike[] = Array.from({ length: 52 }, (_, index) => ({
  id: index + 1,
  firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
  lastName: `Tester ${String(index + 1).padStart(2, '0')}`,
  email: `user${index + 1}@demo.food`,
  role: ROLES[index % ROLES.length]!,
  phone: index % 3 === 0 ? null : `+1 555 01${String(index).padStart(2, '0')}`,
}));

const columns: ColumnDef<UserLike, unknown>[] = [
  { accessorKey: 'id', header: 'ID', enableSorting: true },
  {
    id: 'name',
    header: 'Name',
    accessorFn: (user) => `${user.firstName} ${user.lastName}`,
    enableSorting: true,
  },
  { accessorKey: 'email', header: 'Email', enableSorting: true },
  {
    accessorKey: 'role',
    header: 'Role',
    enableSorting: true,
    cell: ({ row }) => (
      <Badge tone={row.original.role === 'ADMIN' ? 'primary' : 'neutral'}>{row.original.role}</Badge>
    ),
  },
  { accessorKey: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone || '—' },
];

const sortValue: Record<string, (user: UserLike) => string | number> = {
  id: (user) => user.id,
  name: (user) => `${user.firstName} ${user.lastName}`,
  email: (user) => user.email,
  role: (user) => user.role,
};

/** What the server does with `sort=`: compare by each term in turn, the id last. */
function serverSort(users: UserLike[], sorting: readonly DataTableSort[]): UserLike[] {
  return [...users].sort((a, b) => {
    for (const { id, desc } of sorting) {
      const value = sortValue[id];
      if (!value) continue;
      const [x, y] = [value(a), value(b)];
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) return desc ? -order : order;
    }
    return a.id - b.id;
  });
}

const bulkActions = [
  { id: 'make-courier', label: 'Make courier' },
  { id: 'delete', label: 'Delete', tone: 'danger' as const },
];

const onBulkAction = fn();
const onExport = fn();

interface AdminTableProps {
  onSortingChange?: (next: DataTableSort[]) => void;
  onSelectedIdsChange?: (next: Set<string>) => void;
  onColumnVisibilityChange?: (next: Record<string, boolean>) => void;
  /** How long a bulk action takes; Infinity never settles. */
  actionDelay?: number;
  /** How long the export takes; Infinity never settles. */
  exportDelay?: number;
}

function AdminUsersTable({
  onSortingChange,
  onSelectedIdsChange,
  onColumnVisibilityChange,
  actionDelay = 400,
  exportDelay = 400,
}: AdminTableProps) {
  const [users, setUsers] = useState(allUsers);
  const [search, setSearch] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [sorting, setSorting] = useState<DataTableSort[]>([]);
  const [visibility, setVisibility] = useState<Record<string, boolean>>({});
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);

  // The server: search and filter, facet counts (under the search, not the role filter itself), sort, page.
  const searched = useMemo(
    () => users.filter((user) => user.email.includes(search.trim().toLowerCase())),
    [users, search],
  );
  const matching = useMemo(
    () => serverSort(roles.length ? searched.filter((user) => roles.includes(user.role)) : searched, sorting),
    [searched, roles, sorting],
  );
  const roleOptions = ROLES.map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
    count: searched.filter((user) => user.role === role).length,
  }));
  const totalPages = Math.ceil(matching.length / PAGE_SIZE);
  const page = matching.slice(pageIndex * PAGE_SIZE, pageIndex * PAGE_SIZE + PAGE_SIZE);

  // A new query is a new set of matching rows: back to the first page, nothing selected.
  const requery = () => {
    setPageIndex(0);
    setSelected(new Set());
    setAllMatching(false);
    setResult(null);
  };

  const runBulk = (action: string) => {
    onBulkAction(action);
    const targets = allMatching ? matching.map((user) => String(user.id)) : [...selected];
    setBusy(true);
    setResult(null);
    if (!Number.isFinite(actionDelay)) return;
    setTimeout(() => {
      const isAdmin = (id: string) => users.find((user) => String(user.id) === id)?.role === 'ADMIN';
      const refused = targets.filter(isAdmin).map((id) => ({
        id,
        reason: action === 'delete' ? 'Admins cannot be deleted here.' : 'Admins keep their role.',
      }));
      const changed = new Set(targets.filter((id) => !isAdmin(id)));
      setUsers((current) =>
        action === 'delete'
          ? current.filter((user) => !changed.has(String(user.id)))
          : current.map((user) => (changed.has(String(user.id)) ? { ...user, role: 'COURIER' } : user)),
      );
      setResult({ changed: changed.size, refused });
      // What was refused stays selected, to retry or look at.
      setSelected(new Set(refused.map((refusal) => refusal.id)));
      setAllMatching(false);
      setBusy(false);
    }, actionDelay);
  };

  const emailOf = (id: string) => users.find((user) => String(user.id) === id)?.email ?? id;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--fa-space-3)' }}>
      <DataTableToolbar
        label="Users table controls"
        actions={
          <>
            <DataTableColumnsMenu
              columns={columns}
              columnVisibility={visibility}
              onColumnVisibilityChange={(next) => {
                setVisibility(next);
                onColumnVisibilityChange?.(next);
              }}
            />
            <DataTableExportButton
              onExport={() => {
                onExport({ search, roles, sorting });
                return Number.isFinite(exportDelay)
                  ? new Promise<void>((resolve) => setTimeout(resolve, exportDelay))
                  : new Promise<void>(() => {});
              }}
            />
          </>
        }
      >
        <SearchInput
          value={search}
          onSearch={(next) => {
            setSearch(next);
            requery();
          }}
          label="Search users by email"
          placeholder="Search by email"
        />
        <DataTableFacetedFilter
          title="Role"
          options={roleOptions}
          selected={roles}
          onChange={(next) => {
            setRoles(next);
            requery();
          }}
        />
      </DataTableToolbar>
      <DataTable<UserLike>
        label="Users"
        columns={columns}
        data={page}
        getRowId={(user) => String(user.id)}
        getRowLabel={(user) => user.email}
        pageIndex={pageIndex}
        totalPages={totalPages}
        totalItems={matching.length}
        onPageChange={setPageIndex}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPageIndex(0);
          onSortingChange?.(next);
        }}
        maxSortColumns={3}
        columnVisibility={visibility}
        selectedIds={selected}
        onSelectedIdsChange={(next) => {
          setSelected(next);
          setAllMatching(false);
          onSelectedIdsChange?.(next);
        }}
        allMatchingSelected={allMatching}
        onSelectAllMatching={() => setAllMatching(true)}
      />
      <DataTableBulkBar
        count={allMatching ? matching.length : selected.size}
        actions={bulkActions}
        onAction={runBulk}
        onClear={() => {
          setSelected(new Set());
          setAllMatching(false);
          setResult(null);
        }}
        busy={busy}
        result={result}
        getItemLabel={emailOf}
      />
    </div>
  );
}

const meta = {
  title: 'Data/DataTable/Admin table',
  tags: ['autodocs'],
  component: AdminUsersTable,
  args: {
    onSortingChange: fn(),
    onSelectedIdsChange: fn(),
    onColumnVisibilityChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminUsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole kit wired together; every control works. */
export const Playground: Story = {};

/** A header click sorts ascending, a second descending; Shift+click adds a second sort. */
export const Sorted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('columnheader', { name: 'Name' });
    const email = canvas.getByRole('columnheader', { name: 'Email' });
    await expect(name).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(within(email).getByRole('button', { name: 'Email' }));
    await userEvent.keyboard('{/Shift}');
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([
      { id: 'name', desc: true },
      { id: 'email', desc: false },
    ]);
    // Owen Tester 41 sorts last by name, so first when descending.
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('Owen Tester 41');
  },
};

/** The role filter open: each option with its count; Admin chosen, the table shows admins only. */
export const FilteredWithCounts: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by Role' }));
    const menu = await screen.findByRole('menu', { name: 'Filter by Role' });
    // The menu fades in: wait until it is fully shown.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Customer (13)' })).toBeVisible(),
    );
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Admin (13)' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Admin (13)' }));
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Admin (13)' })).toBeChecked();
    await expect(within(menu).getByRole('menuitem', { name: 'Clear filter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filter by Role: Admin' })).toBeVisible();
    await expect(canvas.getByText('13 results')).toBeVisible();
  },
};

/** Three roles chosen: the trigger says '3 selected'; 'Clear filter' empties it. */
export const FilterClearing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by Role' }));
    const menu = await screen.findByRole('menu', { name: 'Filter by Role' });
    for (const name of ['Customer (13)', 'Courier (13)', 'Admin (13)']) {
      await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name }));
    }
    await expect(canvas.getByRole('button', { name: 'Filter by Role: 3 selected' })).toBeVisible();
    await expect(canvas.getByText('39 results')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clear filter' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Filter by Role' })).toHaveFocus();
    await expect(canvas.getByText('52 results')).toBeVisible();
  },
};

/** ID and Phone hidden from the Columns menu. */
export const ColumnsHidden: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'ID' }));
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Phone' }));
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({ id: false, phone: false });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('columnheader', { name: 'ID' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  },
};

/** Two rows ticked: the header checkbox is mixed and the bulk bar says '2 selected'. */
export const SomeSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select user1@demo.food' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select user3@demo.food' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(new Set(['1', '3']));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 selected');
  },
};

/** The page selected, then every matching row: 'All 52 matching are selected.' */
export const AllMatchingSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByText('All 10 on this page are selected.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 52 matching' }));
    await expect(canvas.getByText('All 52 matching are selected.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('52 selected');
  },
};

/** An action running: every bar button disabled, 'Applying…' with a spinner. */
export const BulkInProgress: Story = {
  render: (args) => <AdminUsersTable {...args} actionDelay={Infinity} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select user2@demo.food' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select user3@demo.food' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Make courier' }));
    await expect(onBulkAction).toHaveBeenLastCalledWith('make-courier');
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(within(bar).getByRole('button', { name: 'Make courier' })).toBeDisabled();
    await expect(within(bar).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(within(bar).getByRole('button', { name: 'Clear' })).toBeDisabled();
    await expect(within(bar).getByRole('status')).toHaveTextContent('Applying…');
  },
};

/** Four rows, one an admin: '3 changed, 1 refused' and why; the refused row stays selected. */
export const BulkPartlyRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const id of [1, 2, 3, 4]) {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select user${id}@demo.food` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Make courier' }));
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('3 changed, 1 refused'));
    await expect(within(bar).getByRole('status')).toHaveTextContent(
      'user4@demo.food: Admins keep their role.',
    );
    await expect(bar).toHaveTextContent('1 selected');
    await expect(canvas.getByRole('checkbox', { name: 'Select user4@demo.food' })).toBeChecked();
  },
};

/** Export running: 'Exporting…' with a spinner, disabled until the file is ready. */
export const ExportInProgress: Story = {
  render: (args) => <AdminUsersTable {...args} exportDelay={Infinity} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(onExport).toHaveBeenCalledWith({ search: '', roles: [], sorting: [] });
    const button = canvas.getByRole('button', { name: 'Exporting…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

// The same states in the dark theme, so the a11y checks (contrast included) run against both palettes.
const dark = { globals: { theme: 'dark' } } as const;
export const SortedDark: Story = { ...Sorted, ...dark };
export const FilteredWithCountsDark: Story = { ...FilteredWithCounts, ...dark };
export const ColumnsHiddenDark: Story = { ...ColumnsHidden, ...dark };
export const AllMatchingSelectedDark: Story = { ...AllMatchingSelected, ...dark };
export const BulkPartlyRefusedDark: Story = { ...BulkPartlyRefused, ...dark };
export const ExportInProgressDark: Story = { ...ExportInProgress, ...dark };
