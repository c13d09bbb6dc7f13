import { reviewListQueries, type Review } from '@food-admin/api-client';
import { DataTable, PageLayout, SearchInput, type ColumnDef } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { formatDateTime } from '@/lib/format-date';
import type { ListSearch } from '@/features/lists/list-search';
import { ListToolbar } from '@/features/lists/list-toolbar';
import { SavedViews } from '@/features/lists/saved-views';
import { useListView } from '@/features/lists/use-list-view';
import { exportReviews, reviewFacetLabels, reviewFacetsQuery, reviewPageQuery } from './review-queries';

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
    enableSorting: true,
    cell: ({ row }) => (
      <span aria-label={`${row.original.rating} out of 5`}>
        {'★'.repeat(row.original.rating)}
        {'☆'.repeat(5 - row.original.rating)}
      </span>
    ),
  },
  { id: 'text', header: 'Review', accessorFn: (review) => review.text || '—' },
  {
    id: 'createdAt',
    header: 'Written',
    accessorFn: (review) => formatDateTime(review.createdAt),
    enableSorting: true,
  },
];

type ReviewsScreenProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

/** A read-only list behind the dashboard's Reviews card (docs/requirements.md#req-routes-orders-reviews). */
export function ReviewsScreen({ search, onSearchChange }: ReviewsScreenProps) {
  const api = useApi();
  const reviews = useListView({
    search,
    onSearchChange,
    queries: reviewListQueries,
    page: reviewPageQuery(api, search),
    facets: reviewFacetsQuery(api, search),
    facetLabels: reviewFacetLabels,
    columns: reviewColumns,
    exportCsv: () => exportReviews(api, search),
  });
  return (
    <PageLayout
      title="Reviews"
      toolbar={
        <ListToolbar
          label="Reviews table controls"
          view={reviews}
          views={<SavedViews list="reviews" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...reviews.searchInput}
              label="Search reviews"
              placeholder="Search by restaurant, user or text"
            />
          }
        />
      }
    >
      <DataTable<Review>
        {...reviews.table}
        label="Reviews"
        columns={reviewColumns}
        getRowId={(review) => String(review.id)}
        empty={
          reviews.text
            ? `No reviews match “${reviews.text}”.`
            : reviews.filtered
              ? 'No reviews match these filters.'
              : 'No reviews yet.'
        }
      />
    </PageLayout>
  );
}
