import { useState } from 'react';
import { Check, History, MessageSquareReply, X } from 'lucide-react';
import { ADMIN_ONLY, reviewListQueries, type Review } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { Button, DataTable, IconButton, PageLayout, SearchInput } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { hasRole } from '@/features/auth/access';
import { useAuth } from '@/features/auth/auth-context';
import { HistoryDialog } from '@/features/history/history-dialog';
import { FilterTabs } from '@/features/lists/filter-tabs';
import type { ListSearch } from '@/features/lists/list-search';
import { ListBulk } from '@/features/lists/list-bulk';
import { ListToolbar } from '@/features/lists/list-toolbar';
import { SavedViews } from '@/features/lists/saved-views';
import { useListView } from '@/features/lists/use-list-view';
import { ReplyDialog } from './reply-dialog';
import { reviewColumns } from './review-columns';
import { useModerateReview } from './review-mutations';
import {
  exportReviews,
  normalizeReviewSearch,
  REVIEW_TABS,
  reviewBulkActions,
  reviewFacetLabels,
  reviewFacetsQuery,
  reviewPageQuery,
  reviewQuerySearch,
  reviewTabOf,
  statusOfTab,
  type ReviewTab,
} from './review-queries';

type ReviewsScreenProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

const EMPTY_TAB: Record<ReviewTab, string> = {
  PENDING: 'No reviews are waiting for moderation.',
  APPROVED: 'No approved reviews yet.',
  REJECTED: 'No rejected reviews.',
  ALL: 'No reviews yet.',
};

/** The History dialog's names for a review's fields. */
const REVIEW_FIELDS = {
  status: 'Status',
  rating: 'Rating',
  text: 'Text',
  replyText: 'Reply',
  repliedAt: 'Replied',
  replyAuthorId: 'Replied by',
};

/**
 * Reviews and their moderation (docs/requirements.md#req-reviews-moderation): status tabs with
 * their counts (Pending first), the rating filter, search, sort, export and views, the text in full
 * with the owner's reply. Admins approve or reject a row or a selection (bulk bar); a restaurant
 * owner sees the reviews of their own restaurants (the server scopes the list) and replies.
 */
export function ReviewsScreen({ search, onSearchChange }: ReviewsScreenProps) {
  const api = useApi();
  const auth = useAuth();
  const isAdmin = hasRole(auth, ADMIN_ONLY);
  const tab = reviewTabOf(search);
  const reviews = useListView({
    // The API sees the tab's statuses, so "all N matching" never reaches another tab's reviews.
    search: reviewQuerySearch(search),
    onSearchChange: (next) => onSearchChange(normalizeReviewSearch(next)),
    queries: reviewListQueries,
    page: reviewPageQuery(api, search),
    facets: reviewFacetsQuery(api, search),
    facetLabels: reviewFacetLabels,
    columns: reviewColumns,
    exportCsv: () => exportReviews(api, search),
    ...(isAdmin
      ? {
          bulkActions: reviewBulkActions(api),
          invalidate: [apiKey('admin.reviews'), apiKey('admin.reviewFacets'), apiKey('restaurants')],
        }
      : {}),
  });
  const moderate = useModerateReview();
  const [replyTo, setReplyTo] = useState<Review | null>(null);
  const [historyOf, setHistoryOf] = useState<Review | null>(null);

  const statusCounts = reviews.facetFilters.find((filter) => filter.name === 'status')?.options;
  const countOf = (value: ReviewTab) => {
    if (statusCounts === undefined || statusCounts.some((option) => option.count === undefined))
      return undefined;
    return statusCounts
      .filter((option) => value === 'ALL' || option.value === value)
      .reduce((sum, option) => sum + (option.count ?? 0), 0);
  };
  // The status is chosen with the tabs; the toolbar keeps the rating filter.
  const toolbarView = {
    ...reviews,
    facetFilters: reviews.facetFilters.filter((filter) => filter.name !== 'status'),
  };
  const ratingFiltered = search.rating !== undefined;

  return (
    <PageLayout
      title="Reviews"
      toolbar={
        <ListToolbar
          label="Reviews table controls"
          view={toolbarView}
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
      <FilterTabs
        label="Review status"
        tabs={REVIEW_TABS.map((option) => ({ ...option, count: countOf(option.value) }))}
        selected={tab}
        onSelect={(next) => onSearchChange({ ...search, status: statusOfTab(next), page: undefined })}
      >
        <DataTable<Review>
          {...reviews.table}
          label="Reviews"
          columns={reviewColumns}
          getRowId={(review) => String(review.id)}
          getRowLabel={(review) => `review #${review.id}`}
          empty={
            reviews.text
              ? `No reviews match “${reviews.text}”.`
              : ratingFiltered
                ? 'No reviews match these filters.'
                : EMPTY_TAB[tab]
          }
          rowActions={(review) => (
            <>
              {isAdmin && review.status !== 'APPROVED' ? (
                <Button
                  size="sm"
                  variant="outline"
                  leadingIcon={<Check size={14} aria-hidden="true" />}
                  aria-label={`Approve review #${review.id}`}
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ review, status: 'APPROVED' })}
                >
                  Approve
                </Button>
              ) : null}
              {isAdmin && review.status !== 'REJECTED' ? (
                <Button
                  size="sm"
                  variant="outline"
                  leadingIcon={<X size={14} aria-hidden="true" />}
                  aria-label={`Reject review #${review.id}`}
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ review, status: 'REJECTED' })}
                >
                  Reject
                </Button>
              ) : null}
              {isAdmin ? (
                <IconButton
                  label={`History of review #${review.id}`}
                  icon={<History size={16} />}
                  onClick={() => setHistoryOf(review)}
                />
              ) : null}
              {isAdmin ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  leadingIcon={<MessageSquareReply size={14} aria-hidden="true" />}
                  aria-label={`${review.reply ? 'Edit reply to' : 'Reply to'} review #${review.id}`}
                  onClick={() => setReplyTo(review)}
                >
                  {review.reply ? 'Edit reply' : 'Reply'}
                </Button>
              )}
            </>
          )}
        />
      </FilterTabs>
      <ListBulk bulk={reviews.bulk} label="Bulk actions on reviews" getItemLabel={(id) => `Review #${id}`} />
      <ReplyDialog review={replyTo} onClose={() => setReplyTo(null)} />
      <HistoryDialog
        kind="review"
        record={historyOf}
        name={`review #${historyOf?.id ?? ''}`}
        labels={REVIEW_FIELDS}
        onClose={() => setHistoryOf(null)}
      />
    </PageLayout>
  );
}
