import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { TRASH_KIND_LABELS, TRASH_KINDS, type TrashItem, type TrashKind } from '@food-admin/api-client';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  PageLayout,
  Select,
  type ColumnDef,
  type SelectOption,
} from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { formatDateTime } from '@/lib/format-date';
import { trashQuery } from './trash-queries';
import { usePurge, useRestore } from './trash-mutations';
import './trash.css';

const KIND_OPTIONS: SelectOption<TrashKind | ''>[] = [
  { value: '', label: 'Everything' },
  ...TRASH_KINDS.map((kind) => ({ value: kind, label: `${TRASH_KIND_LABELS[kind]}s` })),
];

/**
 * "Recently deleted" (docs/requirements.md#req-trash): what was deleted, newest first, with who
 * and when; Restore brings a row back with the same id (and what was deleted with it), Delete
 * forever removes it for good after a confirmation. Rows are purged 30 days after their delete.
 */
export function TrashScreen() {
  const api = useApi();
  const [page, setPage] = useState(0);
  const [kind, setKind] = useState<TrashKind | ''>('');
  const trash = useQuery({
    ...trashQuery(api, page, kind || undefined),
    placeholderData: (previous) => previous,
  });
  const restore = useRestore();
  const purge = usePurge();
  const [purging, setPurging] = useState<TrashItem | null>(null);

  const busyWith = (item: TrashItem) =>
    (restore.isPending && restore.variables.kind === item.kind && restore.variables.id === item.id) ||
    (purge.isPending && purge.variables.kind === item.kind && purge.variables.id === item.id);

  const columns: ColumnDef<TrashItem, unknown>[] = [
    {
      id: 'name',
      header: 'Deleted',
      cell: ({ row }) => (
        <span className="trash-name">
          <Badge>{TRASH_KIND_LABELS[row.original.kind]}</Badge>
          <span>{row.original.name}</span>
        </span>
      ),
    },
    { id: 'where', header: 'In', accessorFn: (item) => item.parentName ?? '—' },
    { id: 'by', header: 'By', accessorFn: (item) => item.deletedBy?.name ?? '—' },
    { id: 'when', header: 'When', accessorFn: (item) => formatDateTime(item.deletedAt) },
    { id: 'purge', header: 'Deleted for good', accessorFn: (item) => formatDateTime(item.purgeAt) },
  ];

  return (
    <PageLayout
      title="Recently deleted"
      description="Deleted restaurants, menus, dishes, reviews and users wait here for 30 days. Restore brings one back as it was."
      actions={
        <Select
          aria-label="Show"
          size="sm"
          value={kind}
          options={KIND_OPTIONS}
          onValueChange={(next) => {
            setKind(next);
            setPage(0);
          }}
        />
      }
    >
      <DataTable<TrashItem>
        label="Recently deleted"
        columns={columns}
        data={trash.data?.content ?? []}
        getRowId={(item) => `${item.kind}:${item.id}`}
        loading={trash.isPending}
        fetching={trash.isFetching && !trash.isPending}
        skeletonRows={6}
        error={trash.isError ? trash.error.message : null}
        onRetry={() => void trash.refetch()}
        empty={kind ? `No deleted ${kind}s.` : 'Nothing was deleted in the last 30 days.'}
        pageIndex={page}
        totalPages={trash.data?.totalPages}
        totalItems={trash.data?.totalElements}
        onPageChange={setPage}
        rowActions={(item) => (
          <>
            <Button
              size="sm"
              variant="outline"
              leadingIcon={<RotateCcw size={14} aria-hidden="true" />}
              aria-label={`Restore ${item.name}`}
              disabled={busyWith(item)}
              onClick={() => restore.mutate({ kind: item.kind, id: item.id, name: item.name })}
            >
              Restore
            </Button>
            <Button
              size="sm"
              variant="ghost"
              leadingIcon={<Trash2 size={14} aria-hidden="true" />}
              aria-label={`Delete forever: ${item.name}`}
              disabled={busyWith(item)}
              onClick={() => setPurging(item)}
            >
              Delete forever
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => {
          if (!open) setPurging(null);
        }}
        title="Delete forever?"
        message={
          purging
            ? `“${purging.name}” and what was deleted with it will be gone for good. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete forever"
        onConfirm={() =>
          purging ? purge.mutateAsync({ kind: purging.kind, id: purging.id, name: purging.name }) : undefined
        }
      />
    </PageLayout>
  );
}
