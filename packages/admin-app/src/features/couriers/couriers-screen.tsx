import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Courier } from '@food-admin/api-client';
import { Button, DataTable, PageLayout, Switch, type ColumnDef } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { notify } from '@/features/feedback/notify';
import { AssignOrderDialog } from './assign-order-dialog';
import { couriersQuery, formatDeliveryTime } from './courier-queries';
import './couriers.css';

/** Switches a courier's availability at once, and back with a toast when the server refuses. */
function useSetAvailability() {
  const api = useApi();
  const queryClient = useQueryClient();
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
      notify.error(`Could not change ${courier.name}'s availability`, { description: error.message });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Courier[]>(key, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      notify.success(saved.available ? `${saved.name} is available` : `${saved.name} is unavailable`);
    },
  });
}

/**
 * The couriers (docs/requirements.md#req-couriers): who delivers what now, how many today, how fast,
 * and whether they take deliveries. A courier's active deliveries open the orders list filtered to
 * them; "Assign order" gives them an order still waiting for a courier (as the order page can).
 */
export function CouriersScreen() {
  const api = useApi();
  const couriers = useQuery(couriersQuery(api));
  const setAvailability = useSetAvailability();
  const [assigning, setAssigning] = useState<Courier | null>(null);

  const columns: ColumnDef<Courier, unknown>[] = [
    {
      id: 'courier',
      header: 'Courier',
      cell: ({ row }) => (
        <span className="courier-cell">
          <span>{row.original.name}</span>
          <span className="courier-cell__email">{row.original.email}</span>
        </span>
      ),
    },
    { id: 'phone', header: 'Phone', accessorFn: (courier) => courier.phone ?? '—' },
    {
      id: 'active',
      header: 'Active deliveries',
      cell: ({ row }) => (
        <Link
          to="/admin/orders"
          search={{ courierId: [row.original.id] }}
          aria-label={`${row.original.activeDeliveries} active deliveries of ${row.original.name}`}
        >
          {row.original.activeDeliveries}
        </Link>
      ),
    },
    { id: 'today', header: 'Delivered today', accessorFn: (courier) => courier.deliveredToday },
    {
      id: 'time',
      header: 'Avg. delivery time',
      accessorFn: (courier) => formatDeliveryTime(courier.averageDeliveryMinutes),
    },
    {
      id: 'available',
      header: 'Available',
      cell: ({ row }) => (
        <Switch
          checked={row.original.available}
          disabled={setAvailability.isPending && setAvailability.variables.courier.id === row.original.id}
          onCheckedChange={(available) => setAvailability.mutate({ courier: row.original, available })}
          label={
            <>
              <span className="fa-visually-hidden">{row.original.name}: </span>
              Available
            </>
          }
        />
      ),
    },
    {
      id: 'assign',
      header: 'Assign',
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Assign order to ${row.original.name}`}
          onClick={() => setAssigning(row.original)}
        >
          Assign order
        </Button>
      ),
    },
  ];

  return (
    <PageLayout
      title="Couriers"
      description="Who delivers now, how many today, and how long a delivery takes (last 30 days)."
    >
      <DataTable<Courier>
        label="Couriers"
        columns={columns}
        data={couriers.data ?? []}
        getRowId={(courier) => String(courier.id)}
        loading={couriers.isPending}
        skeletonRows={6}
        error={couriers.isError ? couriers.error.message : null}
        onRetry={() => void couriers.refetch()}
        empty="No couriers yet."
      />
      {assigning ? <AssignOrderDialog courier={assigning} onClose={() => setAssigning(null)} /> : null}
    </PageLayout>
  );
}
