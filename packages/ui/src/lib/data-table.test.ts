import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';
import {
  ariaSortOf,
  columnIdOf,
  facetSummary,
  foldedColumnIds,
  foldSteps,
  hideableColumns,
  leadColumnId,
  nextSorting,
  pageSelectionState,
  selectionNote,
  withPageSelected,
  withRowSelected,
} from './data-table';

describe('nextSorting', () => {
  it('cycles a plain click ascending -> descending -> none', () => {
    const asc = nextSorting([], 'email');
    expect(asc).toEqual([{ id: 'email', desc: false }]);
    const desc = nextSorting(asc, 'email');
    expect(desc).toEqual([{ id: 'email', desc: true }]);
    expect(nextSorting(desc, 'email')).toEqual([]);
  });

  it('replaces the sort on a plain click', () => {
    const sorting = [
      { id: 'role', desc: true },
      { id: 'email', desc: false },
    ];
    expect(nextSorting(sorting, 'name')).toEqual([{ id: 'name', desc: false }]);
    expect(nextSorting(sorting, 'email')).toEqual([{ id: 'email', desc: true }]);
  });

  it('adds and cycles a secondary sort in place on Shift+click', () => {
    const primary = [{ id: 'role', desc: false }];
    const both = nextSorting(primary, 'email', true);
    expect(both).toEqual([
      { id: 'role', desc: false },
      { id: 'email', desc: false },
    ]);
    const roleDesc = nextSorting(both, 'role', true);
    expect(roleDesc).toEqual([
      { id: 'role', desc: true },
      { id: 'email', desc: false },
    ]);
    expect(nextSorting(roleDesc, 'role', true)).toEqual([{ id: 'email', desc: false }]);
  });

  it('drops the oldest term past the limit', () => {
    const sorting = [
      { id: 'a', desc: false },
      { id: 'b', desc: true },
    ];
    expect(nextSorting(sorting, 'c', true, 2)).toEqual([
      { id: 'b', desc: true },
      { id: 'c', desc: false },
    ]);
  });

  it('does not mutate its input', () => {
    const sorting = Object.freeze([Object.freeze({ id: 'a', desc: false })]);
    expect(() => nextSorting(sorting, 'a', true)).not.toThrow();
    expect(sorting).toEqual([{ id: 'a', desc: false }]);
  });
});

describe('ariaSortOf', () => {
  it('says ascending / descending for sorted columns and nothing otherwise', () => {
    const sorting = [
      { id: 'a', desc: false },
      { id: 'b', desc: true },
    ];
    expect(ariaSortOf(sorting, 'a')).toBe('ascending');
    expect(ariaSortOf(sorting, 'b')).toBe('descending');
    expect(ariaSortOf(sorting, 'c')).toBeUndefined();
  });
});

describe('row selection', () => {
  const page = ['1', '2', '3'];

  it('header checkbox: unchecked, indeterminate, checked, counting this page only', () => {
    expect(pageSelectionState(page, new Set())).toBe(false);
    expect(pageSelectionState(page, new Set(['99']))).toBe(false);
    expect(pageSelectionState(page, new Set(['2']))).toBe('indeterminate');
    expect(pageSelectionState(page, new Set(['1', '2', '3', '99']))).toBe(true);
    expect(pageSelectionState(page, new Set(), true)).toBe(true);
    expect(pageSelectionState([], new Set(['1']))).toBe(false);
  });

  it('selects or clears the page and keeps other pages', () => {
    expect([...withPageSelected(new Set(['99', '2']), page, true)].sort()).toEqual(['1', '2', '3', '99']);
    expect([...withPageSelected(new Set(['99', '2']), page, false)]).toEqual(['99']);
  });

  it('toggles one id without touching the input', () => {
    const selected = new Set(['1']);
    expect([...withRowSelected(selected, '2', true)]).toEqual(['1', '2']);
    expect([...withRowSelected(selected, '1', false)]).toEqual([]);
    expect([...selected]).toEqual(['1']);
  });

  it('offers "all matching" once the page is selected and more rows match', () => {
    const all = new Set(page);
    const base = { pageIds: page, canSelectAllMatching: true };
    expect(selectionNote({ ...base, selected: all, totalItems: 52 })).toEqual({
      kind: 'page',
      pageCount: 3,
      totalItems: 52,
    });
    expect(selectionNote({ ...base, selected: new Set(['1']), totalItems: 52 })).toBeNull();
    expect(selectionNote({ ...base, selected: all, totalItems: 3 })).toBeNull();
    expect(selectionNote({ ...base, selected: all, totalItems: 52, canSelectAllMatching: false })).toBeNull();
    expect(
      selectionNote({ ...base, selected: new Set(), totalItems: 52, allMatchingSelected: true }),
    ).toEqual({ kind: 'all-matching', totalItems: 52 });
  });
});

describe('columns', () => {
  type Row = { id: number; email: string; profile: { city: string } };
  const columns: ColumnDef<Row, unknown>[] = [
    { accessorKey: 'id', header: 'ID', enableHiding: false },
    { id: 'name', header: () => 'Name' },
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'profile.city', header: 'City' },
    { header: 'Notes', cell: () => null },
  ];

  it('derives the ids TanStack Table uses', () => {
    expect(columns.map(columnIdOf)).toEqual(['id', 'name', 'email', 'profile_city', 'Notes']);
  });

  it('lists hideable columns with their header text, or their id', () => {
    expect(hideableColumns(columns)).toEqual([
      { id: 'name', label: 'name' },
      { id: 'email', label: 'Email' },
      { id: 'profile_city', label: 'City' },
      { id: 'Notes', label: 'Notes' },
    ]);
  });
});

describe('facetSummary', () => {
  const options = [
    { value: 'ADMIN', label: 'Admin' },
    { value: 'CUSTOMER', label: 'Customer' },
    { value: 'COURIER', label: 'Courier' },
  ];
  it('shows up to two labels, then a count', () => {
    expect(facetSummary([], options)).toEqual([]);
    expect(facetSummary(['CUSTOMER', 'ADMIN'], options)).toEqual(['Customer', 'Admin']);
    expect(facetSummary(['ADMIN', 'CUSTOMER', 'COURIER'], options)).toEqual(['3 selected']);
    expect(facetSummary(['GONE'], options)).toEqual(['GONE']);
  });
});

describe('column folding', () => {
  const columns = [
    { id: 'id', kind: 'id' as const },
    { id: 'restaurant', kind: 'text' as const },
    { id: 'customer', kind: 'text' as const, priority: 2 as const },
    { id: 'courier', kind: 'text' as const, priority: 3 as const },
    { id: 'total', kind: 'amount' as const },
    { id: 'placed', kind: 'date' as const, priority: 2 as const },
  ];

  it('folds priority 3 first, then 2, the later column first among equals', () => {
    expect(foldSteps(columns)).toBe(3);
    expect([...foldedColumnIds(columns, 0)]).toEqual([]);
    expect([...foldedColumnIds(columns, 1)]).toEqual(['courier']);
    expect([...foldedColumnIds(columns, 2)]).toEqual(['courier', 'placed']);
    expect([...foldedColumnIds(columns, 9)]).toEqual(['courier', 'placed', 'customer']);
  });

  it('never folds a column of priority 1, nor every column', () => {
    expect(foldSteps([{ id: 'name' }, { id: 'email' }])).toBe(0);
    const allLow = [
      { id: 'a', priority: 2 as const },
      { id: 'b', priority: 3 as const },
    ];
    expect(foldSteps(allLow)).toBe(1);
    expect([...foldedColumnIds(allLow, 5)]).toEqual(['b']);
  });

  it('puts the folded values into the first shown text cell, else the first shown cell', () => {
    expect(leadColumnId(columns, new Set())).toBe('restaurant');
    expect(leadColumnId(columns, new Set(['restaurant', 'customer', 'courier']))).toBe('id');
    expect(leadColumnId([{ id: 'review', kind: 'prose' }, { id: 'id' }], new Set())).toBe('review');
  });
});
