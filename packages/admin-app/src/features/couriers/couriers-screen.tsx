import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Courier } from '@food-admin/api-client';
import { Button, DataTable, Ltr, PageLayout, Switch, useKitStrings, type ColumnDef } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { messages } from '@/i18n/compiled/en/couriers';
import { useT } from '@/i18n/locale-provider';
import { notify } from '@/shared/feedback/notify';
import { AssignOrderDialog } from './assign-order-dialog';
import { couriersQuery, formatDeliveryTime } from './courier-queries';
import './couriers.css';

/** Switches a courier's availability at once, and back with a toast when the server refuses. */
function useSetAvailability() {
  const texts = useApiTexts();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  const key = couriersQuery(api).queryKey;
  return useMutation({
    mutationFn: ({ courier, available }: { courier: Courier; available: boolean }) =>
      api.admin.setCourierAvailability({ params: { id: courier.id }, body: { available } }),
    onMutate: async ({ courier, available }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Courier[]>(key);
      queryClient.setQueryData<Courier[]>(key, (rows) =>
        rows?.map((row) => (row.id === courier.id ? { ...row, available } : row)),
      );
      return { before };
    },
    onError: (error, { courier }, context) => {
      queryClient.setQueryData(key, context?.before);
      notify.error(t('couriers.availabilityFailed', { name: courier.name }), {
        description: texts.error(error),
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Courier[]>(key, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      notify.success(
        saved.available
          ? t('couriers.nowAvailable', { name: saved.name })
          : t('couriers.nowUnavailable', { name: saved.name }),
      );
    },
  });
}

/**
 * The couriers (docs/requirements.md#req-couriers): who delivers what now, how many today, how fast,
 * and whether they take deliveries. A courier's active deliveries open the orders list filtered to
 * them; "Assign order" gives them an order still waiting for a courier (as the order page can).
 */
export function CouriersScreen() {
  const texts = useApiTexts();
  const api = useApi();
  const t = useT(messages);
  const { formatCount } = useKitStrings();
  const couriers = useQuery(couriersQuery(api));
  const setAvailability = useSetAvailability();
  const [assigning, setAssigning] = useState<Courier | null>(null);

  const columns: ColumnDef<Courier, unknown>[] = [
    {
      id: 'courier',
      header: t('couriers.column.courier'),
      meta: { kind: 'text' },
      cell: ({ row }) => (
        <span className="courier-cell">
          <span>{row.original.name}</span>
          <span className="courier-cell__email">
            <Ltr>{row.original.email}</Ltr>
          </span>
        </span>
      ),
    },
    {
      id: 'phone',
      header: t('couriers.column.phone'),
      accessorFn: (courier) => courier.phone ?? '—',
      // Short of room, the phone folds first (under the courier's name), then the average time and
      // today's count.
      meta: { kind: 'id', priority: 3 },
      // Left to right in every language: '+1 555 0102' would read '0102 555 1+' in Arabic.
      cell: ({ getValue }) => <Ltr>{String(getValue())}</Ltr>,
    },
    {
      id: 'active',
      header: t('couriers.column.active'),
      meta: { kind: 'number' },
      cell: ({ row }) => (
        <Link
          to="/admin/orders"
          search={{ courierId: [row.original.id] }}
          aria-label={t('couriers.activeDeliveriesOf', {
            count: row.original.activeDeliveries,
            name: row.original.name,
          })}
        >
          {formatCount(row.original.activeDeliveries)}
        </Link>
      ),
    },
    {
      id: 'today',
      header: t('couriers.column.today'),
      accessorFn: (courier) => formatCount(courier.deliveredToday),
      meta: { kind: 'number', priority: 2 },
    },
    {
      id: 'time',
      header: t('couriers.column.time'),
      accessorFn: (courier) => formatDeliveryTime(courier.averageDeliveryMinutes, t),
      meta: { kind: 'number', priority: 2 },
    },
    {
      id: 'available',
      header: t('couriers.available'),
      meta: { kind: 'tag' },
      cell: ({ row }) => (
        <Switch
          checked={row.original.available}
          disabled={setAvailability.isPending && setAvailability.variables.courier.id === row.original.id}
          onCheckedChange={(available) => setAvailability.mutate({ courier: row.original, available })}
          label={
            <>
              <span className="fa-visually-hidden">{row.original.name}: </span>
              {t('couriers.available')}
            </>
          }
        />
      ),
    },
    {
      id: 'assign',
      header: t('couriers.assign'),
      meta: { kind: 'tag' },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('couriers.assignOrderTo', { name: row.original.name })}
          onClick={() => setAssigning(row.original)}
        >
          {t('couriers.assignOrder')}
        </Button>
      ),
    },
  ];

  return (
    <PageLayout title={t('couriers.title')} description={t('couriers.description')}>
      <DataTable<Courier>
        label={t('couriers.title')}
        columns={columns}
        data={couriers.data ?? []}
        getRowId={(courier) => String(courier.id)}
        loading={couriers.isPending}
        skeletonRows={6}
        error={couriers.isError ? texts.error(couriers.error) : null}
        onRetry={() => void couriers.refetch()}
        empty={t('couriers.empty')}
      />
      {assigning ? <AssignOrderDialog courier={assigning} onClose={() => setAssigning(null)} /> : null}
    </PageLayout>
  );
}
