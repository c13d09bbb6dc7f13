import { ORDER_STATUS_LABELS, orderListQueries, type Order } from '@food-admin/api-client';
import { Badge, DataTable, PageLayout, SearchInput, formatPrice, type ColumnDef } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { formatDateTime } from '@/lib/format-date';
import type { ListSearch } from '@/features/lists/list-search';
import { ListToolbar } from '@/features/lists/list-toolbar';
import { SavedViews } from '@/features/lists/saved-views';
import { useListView } from '@/features/lists/use-list-view';
import { exportOrders, orderFacetLabels, orderFacetsQuery, orderPageQuery } from './order-queries';

const orderColumns: ColumnDef<Order, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  {
    id: 'restaurant',
    header: 'Restaurant',
    accessorFn: (order) => order.restaurantName ?? `#${order.restaurantId}`,
    enableSorting: true,
  },
  { id: 'customer', header: 'Customer', accessorFn: (order) => order.customerName ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <Badge>{ORDER_STATUS_LABELS[row.original.status]}</Badge>,
    enableSorting: true,
  },
  { id: 'total', header: 'Total', accessorFn: (order) => formatPrice(order.total), enableSorting: true },
  {
    id: 'createdAt',
    header: 'Placed',
    accessorFn: (order) => formatDateTime(order.createdAt),
    enableSorting: true,
  },
];

type OrdersScreenProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

/** A read-only list behind the dashboard's Orders card (docs/requirements.md#req-routes-orders-reviews). */
export function OrdersScreen({ search, onSearchChange }: OrdersScreenProps) {
  const api = useApi();
  const orders = useListView({
    search,
    onSearchChange,
    queries: orderListQueries,
    page: orderPageQuery(api, search),
    facets: orderFacetsQuery(api, search),
    facetLabels: orderFacetLabels,
    columns: orderColumns,
    columnOfField: { restaurantName: 'restaurant' },
    exportCsv: () => exportOrders(api, search),
  });
  return (
    <PageLayout
      title="Orders"
      toolbar={
        <ListToolbar
          label="Orders table controls"
          view={orders}
          views={<SavedViews list="orders" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...orders.searchInput}
              label="Search orders"
              placeholder="Search by restaurant or customer"
            />
          }
        />
      }
    >
      <DataTable<Order>
        {...orders.table}
        label="Orders"
        columns={orderColumns}
        getRowId={(order) => String(order.id)}
        empty={
          orders.text
            ? `No orders match “${orders.text}”.`
            : orders.filtered
              ? 'No orders match these filters.'
              : 'No orders yet.'
        }
      />
    </PageLayout>
  );
}
