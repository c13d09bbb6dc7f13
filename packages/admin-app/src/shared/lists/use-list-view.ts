import { useState } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { ChangeKind, Facets, Page, Progress } from '@food-admin/api-client';
import type { BulkAction, BulkResult, ColumnDef, DataTableSort } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { downloadUrl } from '@/lib/download';
import { notify } from '@/shared/feedback/notify';
import { refreshAfter } from '@/shared/live/change-scope';
import { messages } from '@/i18n/compiled/en/lists';
import { useT } from '@/i18n/locale-provider';
import { exportLink } from './export-link';
import {
  filtersOf,
  sortingOf,
  sortTextsOf,
  type ExportRequest,
  type ListQueries,
  type ListSearch,
} from './list-search';
import { useBulkProgress } from './use-bulk-progress';
import { usePagedList } from './use-paged-list';

/** The rows a bulk action applies to: the selected ids, or every row the list's search and filters match. */
export type BulkTarget = { ids: number[] } | { filter: Record<string, unknown> };

/** What a bulk action answers: how many rows it changed and which it refused, and why. */
export type BulkRunResult = { changed: number; refused: { id: number; reason: string; code?: string }[] };

/** What a bulk action's call passes on to the client: where the server's progress goes (the bar). */
export type BulkProgressOptions = { onProgress: (progress: Progress) => void };

/** A bulk action as the screen offers it: its button, the confirmation it asks for, and the call. */
export type ListBulkAction = BulkAction & {
  /** 'Deactivate 3 restaurants?' */
  confirm: (count: number) => string;
  /**
   * The call, given `progress` to spread into the client call's input. With `undo`, the toast that
   * says what changed offers Undo, which puts the rows back as they were (a row changed by someone
   * else since stays as it is: the undo's refusals).
   */
  run: (
    target: BulkTarget,
    progress: BulkProgressOptions,
  ) => Promise<BulkRunResult & { undo?: (() => Promise<BulkRunResult>) | undefined }>;
};

/** How a faceted filter is shown: its title and each value's label, in the order offered. */
export type FacetLabels = Record<
  string,
  { title: string; options: readonly { value: string; label: string }[] }
>;

type ListViewOptions<TItem, TKey extends QueryKey, TFacetsKey extends QueryKey> = {
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  queries: ListQueries;
  /** The page for the URL's view (the route's loader prefetches the same query). */
  page: UseQueryOptions<Page<TItem>, Error, Page<TItem>, TKey>;
  /** Counts per facet value under the search and the other filters. */
  facets: UseQueryOptions<Facets, Error, Facets, TFacetsKey>;
  facetLabels: FacetLabels;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's convention for mixed columns.
  columns: ReadonlyArray<ColumnDef<TItem, any>>;
  /** Sort field -> the id of the column that shows it, where they differ. */
  columnOfField?: Record<string, string>;
  /** Bulk actions for selected rows (adds the selection column and the bulk bar). */
  bulkActions?: readonly ListBulkAction[];
  /** What the bulk actions change: what that touches refetches after one (shared/live/change-scope.ts). */
  changes?: ChangeKind;
  /** The export of the whole view: which call, with what, and the file name to save it under. */
  exportCsv: () => ExportRequest;
};

/**
 * A paged table whose whole view lives in the URL (docs/requirements.md#req-lists-view): search and
 * page (usePagedList), plus sort from the column headers, faceted filters with counts, hidden
 * columns and the CSV export of every matching row. Any change of sort or filter goes back to the
 * first page.
 */
export function useListView<TItem, TKey extends QueryKey, TFacetsKey extends QueryKey>(
  options: ListViewOptions<TItem, TKey, TFacetsKey>,
) {
  const { search, onSearchChange, queries } = options;
  const list = usePagedList({ search, onSearchChange, query: options.page });
  const facets = useQuery(options.facets);
  const queryClient = useQueryClient();
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [pending, setPending] = useState<ListBulkAction | null>(null);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const bulkProgress = useBulkProgress();
  const clearSelection = () => {
    setSelectedIds(new Set());
    setAllMatching(false);
  };
  // A new search or filter changes what "all matching" means: the selection starts again.
  const filterKey = JSON.stringify([search.search, filtersOf(search, queries)]);
  const [selectionFor, setSelectionFor] = useState(filterKey);
  if (selectionFor !== filterKey) {
    setSelectionFor(filterKey);
    clearSelection();
  }
  const selectedCount = allMatching ? (list.table.totalItems ?? 0) : selectedIds.size;
  /** The toast's Undo: its own outcome as a toast, and the lists refresh whatever happened. */
  const runUndo = async (undo: () => Promise<BulkRunResult>) => {
    try {
      const back = await undo();
      const outcome = t('lists.bulk.undone', { changed: back.changed });
      if (back.refused.length > 0)
        notify.info(outcome, { description: t('lists.bulk.refused', { count: back.refused.length }) });
      else notify.success(outcome);
    } catch (error) {
      notify.error(t('lists.bulk.undoFailed'), { description: texts.error(error) });
    } finally {
      if (options.changes) await refreshAfter(queryClient, { kind: options.changes, action: 'update' });
    }
  };
  const runBulk = async (action: ListBulkAction) => {
    const target: BulkTarget = allMatching
      ? { filter: { ...(search.search ? { search: search.search } : {}), ...filtersOf(search, queries) } }
      : { ids: [...selectedIds].map(Number) };
    // Once the server reports its first rows, the work has begun (a refusal comes before that): the
    // confirmation closes and the bar shows how far it is. A failure after that has no dialog to
    // show it in, so a toast does; one before still shows in the dialog, as without progress.
    let begun = false;
    let result: Awaited<ReturnType<ListBulkAction['run']>>;
    try {
      result = await bulkProgress.track(
        (onProgress) => action.run(target, { onProgress }),
        () => {
          begun = true;
          setPending(null);
        },
      );
    } catch (error) {
      if (!begun) throw error;
      notify.error(t('lists.bulk.failed', { action: action.label }), { description: texts.error(error) });
      // An error line says nothing changed, but a dropped connection does not say: the lists refresh.
      if (options.changes) await refreshAfter(queryClient, { kind: options.changes, action: 'update' });
      return;
    }
    setBulkResult({
      changed: result.changed,
      refused: result.refused.map(({ id, reason, code }) => ({
        id: String(id),
        reason: texts.coded(code, reason),
      })),
    });
    clearSelection();
    const outcome = t('lists.bulk.changed', { action: action.label, changed: result.changed });
    const { undo } = result;
    const undoAction = undo ? { label: t('lists.bulk.undo'), onClick: () => void runUndo(undo) } : undefined;
    if (result.refused.length > 0)
      notify.info(outcome, {
        description: t('lists.bulk.refused', { count: result.refused.length }),
        action: undoAction,
      });
    else notify.success(outcome, { action: undoAction });
    // A bulk action may delete: the trash refreshes too.
    if (options.changes) await refreshAfter(queryClient, { kind: options.changes, action: 'delete' });
  };
  const change = (patch: Partial<ListSearch>) => onSearchChange({ ...search, ...patch, page: undefined });

  const hidden = search.hide ?? [];
  const columnVisibility = Object.fromEntries(hidden.map((id) => [id, false]));
  const onColumnVisibilityChange = (next: Record<string, boolean>) => {
    const hide = Object.entries(next).flatMap(([id, visible]) => (visible ? [] : [id]));
    onSearchChange({ ...search, hide: hide.length > 0 ? hide : undefined });
  };

  const facetFilters = queries.facetFields.map((name) => {
    const labels = options.facetLabels[name] ?? { title: name, options: [] };
    const counts = new Map((facets.data?.[name] ?? []).map((facet) => [facet.value, facet.count]));
    const selected = ((search[name] as unknown[] | undefined) ?? []).map(String);
    return {
      name,
      title: labels.title,
      options: labels.options.map((option) => ({
        ...option,
        count: facets.data ? (counts.get(option.value) ?? 0) : undefined,
      })),
      selected,
      // The contract's schema turns the texts back into the filter's values ('true' -> true).
      onChange: (values: string[]) => {
        const parsed = v.safeParse(queries.list.entries[name] as v.GenericSchema, values);
        const next = parsed.success ? (parsed.output as unknown[]) : [];
        change({ [name]: next.length > 0 ? next : undefined });
      },
    };
  });

  return {
    ...list,
    table: {
      ...list.table,
      sorting: sortingOf(search.sort, options.columnOfField),
      onSortingChange: (next: DataTableSort[]) => {
        const sort = sortTextsOf(next, options.columnOfField);
        change({ sort: sort.length > 0 ? sort : undefined });
      },
      maxSortColumns: 3,
      columnVisibility,
      ...(options.bulkActions
        ? {
            selectedIds,
            onSelectedIdsChange: (next: Set<string>) => {
              setAllMatching(false);
              setBulkResult(null);
              setSelectedIds(next);
            },
            allMatchingSelected: allMatching,
            onSelectAllMatching: () => setAllMatching(true),
          }
        : {}),
    },
    /** The bulk bar and the confirmation of the chosen action (nothing without bulk actions). */
    bulk: options.bulkActions
      ? {
          bar: {
            count: selectedCount,
            actions: options.bulkActions,
            onAction: (id: string) =>
              setPending(options.bulkActions?.find((action) => action.id === id) ?? null),
            onClear: () => {
              clearSelection();
              setBulkResult(null);
            },
            result: bulkResult,
            busy: bulkProgress.busy,
            progress: bulkProgress.progress,
          },
          confirm: {
            open: pending !== null,
            onOpenChange: (open: boolean) => {
              if (!open) setPending(null);
            },
            // A delete keeps the required 'Confirm deletion' title (docs/requirements.md#req-confirm-delete).
            title: pending?.id === 'delete' ? undefined : pending?.label,
            message: pending?.confirm(selectedCount) ?? '',
            onConfirm: () => (pending ? runBulk(pending) : undefined),
          },
        }
      : undefined,
    facetFilters,
    /** True while any filter is set (the empty state then says so). */
    filtered: queries.filterNames.some((name) => search[name] !== undefined),
    clearFilters: () => change(Object.fromEntries(queries.filterNames.map((name) => [name, undefined]))),
    columnsMenu: { columns: options.columns, columnVisibility, onColumnVisibilityChange },
    // A failed export rejects: the button shows the message beside it.
    exportButton: {
      onExport: async () => {
        const request = options.exportCsv();
        downloadUrl(await exportLink(api, request), request.fileName);
      },
    },
  };
}
