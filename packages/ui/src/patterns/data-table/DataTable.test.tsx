import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type ColumnDef, type DataTableSort } from './DataTable';
import { DataTableBulkBar } from './DataTableBulkBar';
import { DataTableExportButton } from './DataTableToolbar';

type Person = { id: number; email: string; role: string };

const people: Person[] = [
  { id: 1, email: 'ada@example.com', role: 'ADMIN' },
  { id: 2, email: 'bob@example.com', role: 'CUSTOMER' },
];

const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'email', header: 'Email', enableSorting: true },
  { accessorKey: 'role', header: 'Role' },
];

const getRowId = (person: Person) => String(person.id);

describe('DataTable sorting', () => {
  it('sorts through the header button and never reorders rows itself', async () => {
    const onSortingChange = vi.fn();
    function Harness() {
      const [sorting, setSorting] = useState<DataTableSort[]>([]);
      return (
        <DataTable
          label="People"
          columns={columns}
          data={people}
          getRowId={getRowId}
          sorting={sorting}
          onSortingChange={(next) => {
            onSortingChange(next);
            setSorting(next);
          }}
        />
      );
    }
    render(<Harness />);
    const email = screen.getByRole('columnheader', { name: 'Email' });
    expect(email).not.toHaveAttribute('aria-sort');
    // Role has no enableSorting: plain text, no button.
    expect(within(screen.getByRole('columnheader', { name: 'Role' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(email).getByRole('button', { name: 'Email' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'email', desc: false }]);
    expect(email).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(email).getByRole('button', { name: 'Email' }));
    expect(email).toHaveAttribute('aria-sort', 'descending');
    // Server-driven: the rows keep the order they were given.
    const cells = screen.getAllByRole('cell').filter((cell) => cell.textContent?.includes('@'));
    expect(cells.map((cell) => cell.textContent)).toEqual(['ada@example.com', 'bob@example.com']);

    await userEvent.click(within(email).getByRole('button', { name: 'Email' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([]);
    expect(email).not.toHaveAttribute('aria-sort');
  });

  it('renders headers as plain text without onSortingChange (old usage)', () => {
    render(<DataTable label="People" columns={columns} data={people} getRowId={getRowId} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('DataTable selection', () => {
  it('selects rows and the page, and offers every matching row', async () => {
    const onSelectAllMatching = vi.fn();
    function Harness() {
      const [selected, setSelected] = useState<Set<string>>(new Set());
      return (
        <DataTable
          label="People"
          columns={columns}
          data={people}
          getRowId={getRowId}
          getRowLabel={(person) => person.email}
          totalItems={52}
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          onSelectAllMatching={onSelectAllMatching}
        />
      );
    }
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ada@example.com' }));
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.queryByText(/on this page are selected/)).toBeNull();

    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select bob@example.com' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText('All 2 on this page are selected.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 52 matching' }));
    expect(onSelectAllMatching).toHaveBeenCalledOnce();

    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-checked', 'false');
  });

  it('says so when all matching rows are selected, and clears', async () => {
    const onSelectedIdsChange = vi.fn();
    render(
      <DataTable
        label="People"
        columns={columns}
        data={people}
        getRowId={getRowId}
        totalItems={52}
        selectedIds={new Set()}
        allMatchingSelected
        onSelectedIdsChange={onSelectedIdsChange}
      />,
    );
    expect(screen.getByText('All 52 matching are selected.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(new Set());
    // Unticking a row out of "all matching" keeps the rest of the page.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(new Set(['1']));
  });

  it('hides columns from columnVisibility but never the selection or actions column', () => {
    render(
      <DataTable
        label="People"
        columns={columns}
        data={people}
        getRowId={getRowId}
        columnVisibility={{ role: false }}
        selectedIds={new Set()}
        onSelectedIdsChange={() => {}}
        rowActions={() => <button type="button">Open</button>}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Email', 'Actions']);
  });
});

describe('DataTable rows', () => {
  // A sort or page click re-renders the table at once while the previous page's rows stay on screen:
  // rows that did not change are not rendered again (the slow part of such a click on a phone).
  it('renders a row again only when its data, the columns or its selection change', async () => {
    const rendered: number[] = [];
    const counted: ColumnDef<Person, unknown>[] = [
      {
        accessorKey: 'email',
        header: 'Email',
        enableSorting: true,
        cell: ({ row }) => {
          rendered.push(row.original.id);
          return row.original.email;
        },
      },
    ];
    const rowActions = (person: Person) => <button type="button">Edit {person.email}</button>;
    const onSelected = vi.fn();
    function Harness() {
      const [sorting, setSorting] = useState<DataTableSort[]>([]);
      const [data, setData] = useState(people);
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <>
          <button
            type="button"
            onClick={() => setData([{ ...people[0]!, email: 'ada@new.example' }, people[1]!])}
          >
            New data
          </button>
          <DataTable
            label="People"
            columns={counted}
            data={data}
            getRowId={getRowId}
            getRowLabel={(person) => person.email}
            rowActions={rowActions}
            sorting={sorting}
            onSortingChange={setSorting}
            fetching={sorting.length > 0}
            selectedIds={selected}
            onSelectedIdsChange={(next) => {
              onSelected(next);
              setSelected(next);
            }}
          />
        </>
      );
    }
    render(<Harness />);
    expect(rendered).toEqual([1, 2]);

    rendered.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    expect(rendered).toEqual([]);

    // Selecting a row renders that row alone; a second row's checkbox adds to the current selection
    // (its handler reads the selection when clicked, not when its row last rendered).
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ada@example.com' }));
    expect(rendered).toEqual([1]);
    rendered.length = 0;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select bob@example.com' }));
    expect(rendered).toEqual([2]);
    expect(onSelected).toHaveBeenLastCalledWith(new Set(['1', '2']));

    rendered.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'New data' }));
    expect(rendered).toContain(1);
    expect(screen.getByRole('cell', { name: 'ada@new.example' })).toBeInTheDocument();
  });
});

describe('DataTableBulkBar', () => {
  it('disables the actions while busy and reports a partial result', () => {
    const props = {
      count: 4,
      actions: [{ id: 'suspend', label: 'Suspend', tone: 'danger' as const }],
      onAction: vi.fn(),
      onClear: vi.fn(),
    };
    const { rerender } = render(<DataTableBulkBar {...props} busy />);
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Applying…');

    rerender(
      <DataTableBulkBar
        {...props}
        result={{ changed: 3, refused: [{ id: '7', reason: 'Admins cannot be suspended' }] }}
        getItemLabel={(id) => `user ${id}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('3 changed, 1 refused');
    expect(screen.getByRole('status')).toHaveTextContent('user 7: Admins cannot be suspended');
  });

  it('shows the progress of a running action, counts in the locale, and drops it once the action ends', () => {
    const props = { count: 12_000, actions: [], onAction: vi.fn(), onClear: vi.fn() };
    const { rerender } = render(
      <DataTableBulkBar {...props} busy progress={{ done: 3_000, total: 12_000 }} />,
    );
    const progress = screen.getByRole('progressbar', { name: 'Applying…' });
    expect(progress).toHaveAttribute('value', '3000');
    expect(progress).toHaveAttribute('max', '12000');
    expect(screen.getByRole('status')).toHaveTextContent('Applying… 3,000 of 12,000');

    // A count past the total (or below 0) is shown within it.
    rerender(<DataTableBulkBar {...props} busy progress={{ done: 12_500, total: 12_000 }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '12000');

    // No rows to count: 'Applying…' as without progress.
    rerender(<DataTableBulkBar {...props} busy progress={{ done: 0, total: 0 }} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Applying…$/);

    rerender(<DataTableBulkBar {...props} progress={{ done: 12_000, total: 12_000 }} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renders nothing with no selection and nothing to report', () => {
    const { container } = render(
      <DataTableBulkBar count={0} actions={[]} onAction={() => {}} onClear={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DataTableExportButton', () => {
  it('is busy while the export runs and shows a failure', async () => {
    let fail: (error: Error) => void = () => {};
    const onExport = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    render(<DataTableExportButton onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const busy = screen.getByRole('button', { name: 'Exporting…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    fail(new Error('Export failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('DataTable column kinds', () => {
  it("marks each cell with its column's kind and keeps a text to one cut line", () => {
    const kinds: ColumnDef<Person, unknown>[] = [
      { accessorKey: 'id', header: 'ID', meta: { kind: 'id' } },
      { accessorKey: 'email', header: 'Email', meta: { kind: 'text', priority: 2 } },
      { accessorKey: 'role', header: 'Role' },
    ];
    render(<DataTable label="People" columns={kinds} data={people} getRowId={getRowId} />);
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('data-kind', 'id');
    const email = screen.getByRole('cell', { name: 'ada@example.com' });
    expect(email).toHaveAttribute('data-kind', 'text');
    expect(email.firstElementChild).toHaveClass('fa-table__text');
    // Without a kind, a cell is as it was; without room to measure (jsdom) nothing folds.
    expect(screen.getByRole('cell', { name: 'ADMIN' })).not.toHaveAttribute('data-kind');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});
