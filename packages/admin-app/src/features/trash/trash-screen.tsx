import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { TRASH_KINDS, TRASH_RETENTION_DAYS, type TrashItem, type TrashKind } from '@food-admin/api-client';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  isolatedText,
  Ltr,
  ltrText,
  PageLayout,
  Select,
  type ColumnDef,
  type SelectOption,
} from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { useFormatDateTime } from '@/lib/format-date';
import { messages } from '@/i18n/compiled/en/trash';
import { useT } from '@/i18n/locale-provider';
import { trashQuery } from './trash-queries';
import { TRASH_KIND_KEYS, usePurge, useRestore } from './trash-mutations';
import './trash.css';

/** The kinds as the Show menu lists them. */
const KINDS_KEYS = {
  restaurant: 'trash.kinds.restaurant',
  menu: 'trash.kinds.menu',
  dish: 'trash.kinds.dish',
  review: 'trash.kinds.review',
  user: 'trash.kinds.user',
} as const satisfies Record<TrashKind, keyof typeof messages>;

/** A row's name in a toast: a user ("Name <email>") left to right, another name isolated in its own direction. */
const toastName = (item: TrashItem) => (item.kind === 'user' ? ltrText(item.name) : isolatedText(item.name));

/**
 * "Recently deleted" (docs/requirements.md#req-trash): what was deleted, newest first, with who
 * and when; Restore brings a row back with the same id (and what was deleted with it), Delete
 * forever removes it for good after a confirmation. Rows are purged 30 days after their delete.
 */
export function TrashScreen() {
  const texts = useApiTexts();
  const api = useApi();
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
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

  const kindOptions: SelectOption<TrashKind | ''>[] = [
    { value: '', label: t('trash.everything') },
    ...TRASH_KINDS.map((kind) => ({ value: kind, label: t(KINDS_KEYS[kind]) })),
  ];
  const columns: ColumnDef<TrashItem, unknown>[] = [
    {
      id: 'name',
      header: t('trash.column.deleted'),
      meta: { kind: 'text' },
      cell: ({ row }) => (
        <span className="trash-name">
          <Badge>{t(TRASH_KIND_KEYS[row.original.kind])}</Badge>
          {/* A user is "Name <email>": left to right in Arabic too. Other names go their own way. */}
          {row.original.kind === 'user' ? <Ltr>{row.original.name}</Ltr> : <bdi>{row.original.name}</bdi>}
        </span>
      ),
    },
    // Short of room, who deleted it folds first, then where it was and when it goes for good.
    {
      id: 'where',
      header: t('trash.column.in'),
      accessorFn: (item) => item.parentName ?? '—',
      meta: { kind: 'text', priority: 2 },
    },
    {
      id: 'by',
      header: t('trash.column.by'),
      accessorFn: (item) => item.deletedBy?.name ?? '—',
      meta: { kind: 'text', priority: 3 },
    },
    {
      id: 'when',
      header: t('trash.column.when'),
      accessorFn: (item) => formatDateTime(item.deletedAt),
      meta: { kind: 'date' },
    },
    {
      id: 'purge',
      header: t('trash.column.purgeAt'),
      accessorFn: (item) => formatDateTime(item.purgeAt),
      meta: { kind: 'date', priority: 2 },
    },
  ];

  return (
    <PageLayout
      title={t('trash.title')}
      description={t('trash.description', { days: TRASH_RETENTION_DAYS })}
      actions={
        <Select
          aria-label={t('trash.show')}
          size="sm"
          value={kind}
          options={kindOptions}
          onValueChange={(next) => {
            setKind(next);
            setPage(0);
          }}
        />
      }
    >
      <DataTable<TrashItem>
        label={t('trash.title')}
        columns={columns}
        data={trash.data?.content ?? []}
        getRowId={(item) => `${item.kind}:${item.id}`}
        loading={trash.isPending}
        fetching={trash.isFetching && !trash.isPending}
        skeletonRows={6}
        error={trash.isError ? texts.error(trash.error) : null}
        onRetry={() => void trash.refetch()}
        empty={kind ? t('trash.emptyKind', { kind }) : t('trash.empty', { days: TRASH_RETENTION_DAYS })}
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
              aria-label={t('trash.restoreName', { name: item.name })}
              disabled={busyWith(item)}
              onClick={() => restore.mutate({ kind: item.kind, id: item.id, name: toastName(item) })}
            >
              {t('trash.restore')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              leadingIcon={<Trash2 size={14} aria-hidden="true" />}
              aria-label={t('trash.purgeName', { name: item.name })}
              disabled={busyWith(item)}
              onClick={() => setPurging(item)}
            >
              {t('trash.purge')}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => {
          if (!open) setPurging(null);
        }}
        title={t('trash.purgeTitle')}
        message={purging ? t('trash.purgeMessage', { name: isolatedText(purging.name) }) : undefined}
        confirmLabel={t('trash.purge')}
        onConfirm={() =>
          purging
            ? purge.mutateAsync({ kind: purging.kind, id: purging.id, name: toastName(purging) })
            : undefined
        }
      />
    </PageLayout>
  );
}
