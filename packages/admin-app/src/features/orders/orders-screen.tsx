import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Order } from '@food-admin/api-client';
import { orderQueries } from '@food-admin/api-client/query';
import { Badge, DataTable, PageLayout, SearchInput, formatPrice, type ColumnDef } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { blankToUndefined, type PagedSearch } from '../../lib/search-params';
import { formatDateTime } from '../../lib/format-date';

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

/** Beyond SPEC: a read-only list behind the dashboard's Orders card. */
export function OrdersScreen({ search, onSearchChange }: OrdersScreenProps) {
  const api = useApi();
  const page = search.page ?? 0;
  const text = search.search ?? '';
  const orders = useQuery(
    orderQueries.list(api, { search: blankToUndefined(text), page, size: DEFAULT_PAGE_SIZE }),
  );
  return (
    <PageLayout
      title="Orders"
      toolbar={
        <SearchInput
          label="Search orders"
          placeholder="Search by restaurant or customer"
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next), page: undefined })}
        />
      }
    >
      <DataTable<Order>
        label="Orders"
        columns={orderColumns}
        data={orders.data?.content ?? []}
        getRowId={(order) => String(order.id)}
        loading={orders.isPending}
        fetching={orders.isFetching && !orders.isPending}
        error={orders.isError ? orders.error.message : null}
        pageIndex={page}
        totalPages={orders.data?.totalPages ?? 0}
        totalItems={orders.data?.totalElements}
        onPageChange={(next) => onSearchChange({ ...search, page: next > 0 ? next : undefined })}
        empty={text ? `No orders match “${text}”.` : 'No orders yet.'}
      />
    </PageLayout>
  );
}
