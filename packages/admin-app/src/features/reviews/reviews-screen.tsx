import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Review } from '@food-admin/api-client';
import { reviewQueries } from '@food-admin/api-client/query';
import { DataTable, PageLayout, SearchInput, type ColumnDef } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { blankToUndefined, type PagedSearch } from '../../lib/search-params';
import { formatDateTime } from '../../lib/format-date';

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

/** Beyond SPEC: a read-only list behind the dashboard's Reviews card. */
export function ReviewsScreen({ search, onSearchChange }: ReviewsScreenProps) {
  const api = useApi();
  const page = search.page ?? 0;
  const text = search.search ?? '';
  const reviews = useQuery(
    reviewQueries.list(api, { search: blankToUndefined(text), page, size: DEFAULT_PAGE_SIZE }),
  );
  return (
    <PageLayout
      title="Reviews"
      toolbar={
        <SearchInput
          label="Search reviews"
          placeholder="Search by restaurant, user or text"
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next), page: undefined })}
        />
      }
    >
      <DataTable<Review>
        label="Reviews"
        columns={reviewColumns}
        data={reviews.data?.content ?? []}
        getRowId={(review) => String(review.id)}
        loading={reviews.isPending}
        fetching={reviews.isFetching && !reviews.isPending}
        error={reviews.isError ? reviews.error.message : null}
        pageIndex={page}
        totalPages={reviews.data?.totalPages ?? 0}
        totalItems={reviews.data?.totalElements}
        onPageChange={(next) => onSearchChange({ ...search, page: next > 0 ? next : undefined })}
        empty={text ? `No reviews match “${text}”.` : 'No reviews yet.'}
      />
    </PageLayout>
  );
}
