import type { Review } from '@food-admin/api-client';
import { DataTable, PageLayout, SearchInput, type ColumnDef } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { formatDateTime } from '@/lib/format-date';
import type { PagedSearch } from '@/lib/search-params';
import { usePagedList } from '@/features/lists/use-paged-list';
import { reviewPageQuery } from './review-queries';

const reviewColumns: ColumnDef<Review, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  {
    id: 'restaurant',
    header: 'Restaurant',
    accessorFn: (review) => review.restaurantName ?? `#${review.restaurantId}`,
  },
  { id: 'user', header: 'User', accessorFn: (review) => review.userName ?? '—' },
  {
    id: 'rating',
    header: 'Rating',
    cell: ({ row }) => (
      <span aria-label={`${row.original.rating} out of 5`}>
        {'★'.repeat(row.original.rating)}
        {'☆'.repeat(5 - row.original.rating)}
      </span>
    ),
  },
  { id: 'text', header: 'Review', accessorFn: (review) => review.text || '—' },
  { id: 'createdAt', header: 'Written', accessorFn: (review) => formatDateTime(review.createdAt) },
];

type ReviewsScreenProps = { search: PagedSearch; onSearchChange: (next: PagedSearch) => void };

/** A read-only list behind the dashboard's Reviews card (docs/requirements.md#req-routes-orders-reviews). */
export function ReviewsScreen({ search, onSearchChange }: ReviewsScreenProps) {
  const api = useApi();
  const reviews = usePagedList({ search, onSearchChange, query: reviewPageQuery(api, search) });
  return (
    <PageLayout
      title="Reviews"
      toolbar={
        <SearchInput
          {...reviews.searchInput}
          label="Search reviews"
          placeholder="Search by restaurant, user or text"
        />
      }
    >
      <DataTable<Review>
        {...reviews.table}
        label="Reviews"
        columns={reviewColumns}
        getRowId={(review) => String(review.id)}
        empty={reviews.text ? `No reviews match “${reviews.text}”.` : 'No reviews yet.'}
      />
    </PageLayout>
  );
}
