import type { Order } from '@food-admin/api-client';
import { Badge, DataTable, PageLayout, SearchInput, formatPrice, type ColumnDef } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { formatDateTime } from '@/lib/format-date';
import type { PagedSearch } from '@/lib/search-params';
import { usePagedList } from '@/features/lists/use-paged-list';
import { orderPageQuery } from './order-queries';

const orderColumns: ColumnDef<Order, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  {
    id: 'restaurant',
    header: 'Restaurant',
    accessorFn: (order) => order.restaurantName ?? `#${order.restaurantId}`,
  },
  { id: 'customer', header: 'Customer', accessorFn: (order) => order.customerName ?? '—' },
  { id: 'status', header: 'Status', cell: ({ row }) => <Badge>{row.original.status}</Badge> },
  { id: 'total', header: 'Total', accessorFn: (order) => formatPrice(order.total) },
  { id: 'createdAt', header: 'Placed', accessorFn: (order) => formatDateTime(order.createdAt) },
];

type OrdersScreenProps = { search: PagedSearch; onSearchChange: (next: PagedSearch) => void };

/** A read-only list behind the dashboard's Orders card (docs/requirements.md#req-routes-orders-reviews). */
export function OrdersScreen({ search, onSearchChange }: OrdersScreenProps) {
  const api = useApi();
  const orders = usePagedList({ search, onSearchChange, query: orderPageQuery(api, search) });
  return (
    <PageLayout
      title="Orders"
      toolbar={
        <SearchInput
          {...orders.searchInput}
          label="Search orders"
          placeholder="Search by restaurant or customer"
        />
      }
    >
      <DataTable<Order>
        {...orders.table}
        label="Orders"
        columns={orderColumns}
        getRowId={(order) => String(order.id)}
        empty={orders.text ? `No orders match “${orders.text}”.` : 'No orders yet.'}
      />
    </PageLayout>
  );
}
