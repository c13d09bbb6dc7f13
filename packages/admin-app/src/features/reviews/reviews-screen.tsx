import { useCallback, useMemo, useState } from 'react';
import { Check, History, MessageSquareReply, X } from 'lucide-react';
import { reviewListQueries, type Review } from '@food-admin/api-client';
import { Button, DataTable, FilterTabs, IconButton, PageLayout, SearchInput } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { useReaches } from '@/lib/auth/grants';
import { HistoryDialog } from '@/shared/history/history-dialog';
import type { ListSearch } from '@/shared/lists/list-search';
import { ListBulk } from '@/shared/lists/list-bulk';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { SavedViews } from '@/shared/lists/saved-views';
import { useListView } from '@/shared/lists/use-list-view';
import { messages } from '@/i18n/compiled/en/reviews';
import { useT } from '@/i18n/locale-provider';
import { ReplyDialog } from './reply-dialog';
import { reviewColumns, reviewStatusName, type ReviewsT } from './review-columns';
import { useModerateReview } from './review-mutations';
import {
  exportReviews,
  normalizeReviewSearch,
  REVIEW_TABS,
  reviewBulkActions,
  reviewFacetLabels,
  reviewFacetsQuery,
  reviewPageQuery,
  reviewHomeTab,
  reviewQuerySearch,
  reviewTabOf,
  statusOfTab,
  type ReviewTab,
} from './review-queries';

type ReviewsScreenProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

const EMPTY_TAB = {
  PENDING: 'reviews.empty.pending',
  APPROVED: 'reviews.empty.approved',
  REJECTED: 'reviews.empty.rejected',
  ALL: 'reviews.empty.all',
} as const satisfies Record<ReviewTab, keyof typeof messages>;

/** The History dialog's names for a review's fields. */
const reviewFields = (t: ReviewsT) => ({
  status: t('reviews.field.status'),
  rating: t('reviews.field.rating'),
  text: t('reviews.field.text'),
  replyText: t('reviews.field.reply'),
  repliedAt: t('reviews.field.repliedAt'),
  replyAuthorId: t('reviews.field.repliedBy'),
});

/** An admin's two decisions on a review, each offered where the review does not stand already. */
const MODERATION = [
  { status: 'APPROVED', icon: Check, label: 'reviews.approve', labelFor: 'reviews.approveReview' },
  { status: 'REJECTED', icon: X, label: 'reviews.reject', labelFor: 'reviews.rejectReview' },
] as const;

/**
 * Reviews and their moderation (docs/requirements.md#req-reviews-moderation): status tabs with
 * their counts (Pending first), the rating filter, search, sort, export and views, the text in full
 * with the owner's reply. Moderators (reviews.moderate) approve or reject a row or a selection (bulk bar); a restaurant
 * owner sees the reviews of their own restaurants (the server scopes the list) and replies.
 */
export function ReviewsScreen({ search, onSearchChange }: ReviewsScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const columns = useMemo(() => reviewColumns(t), [t]);
  // Moderators (an admin, Support) approve and reject; the others reply for their restaurants.
  const moderates = useReaches()('reviews.moderate');
  // A moderator opens on the moderation queue, an owner on the reviews their replies answer.
  const home = reviewHomeTab(moderates);
  const tab = reviewTabOf(search, home);
  const reviews = useListView({
    // The API sees the tab's statuses, so "all N matching" never reaches another tab's reviews.
    search: reviewQuerySearch(search, home),
    onSearchChange: (next) => onSearchChange(normalizeReviewSearch(next, home)),
    queries: reviewListQueries,
    page: reviewPageQuery(api, search, home),
    facets: reviewFacetsQuery(api, search, home),
    facetLabels: reviewFacetLabels(t),
    columns,
    exportCsv: () => exportReviews(search, home),
    ...(moderates
      ? {
          bulkActions: reviewBulkActions(api, t),
          changes: 'review' as const,
        }
      : {}),
  });
  const [replyTo, setReplyTo] = useState<Review | null>(null);
  const [historyOf, setHistoryOf] = useState<Review | null>(null);

  const { isPending: moderating, mutate: moderateReview } = useModerateReview();
  // The same function from render to render (while nothing it shows changes): the table then skips
  // the rows a sort, filter or page click leaves as they are (the kit's DataTable memoises its rows).
  const rowActions = useCallback(
    (review: Review) => (
      <>
        {moderates
          ? MODERATION.filter(({ status }) => review.status !== status).map(
              ({ status, icon: Icon, label, labelFor }) => (
                <Button
                  key={status}
                  size="sm"
                  variant="outline"
                  leadingIcon={<Icon size={14} aria-hidden="true" />}
                  aria-label={t(labelFor, { id: review.id })}
                  disabled={moderating}
                  onClick={() => moderateReview({ review, status })}
                >
                  {t(label)}
                </Button>
              ),
            )
          : null}
        {moderates ? (
          <IconButton
            label={t('reviews.historyOf', { id: review.id })}
            icon={<History size={16} />}
            onClick={() => setHistoryOf(review)}
          />
        ) : null}
        {moderates ? null : (
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<MessageSquareReply size={14} aria-hidden="true" />}
            aria-label={
              review.reply
                ? t('reviews.editReplyTo', { id: review.id })
                : t('reviews.replyTo', { id: review.id })
            }
            onClick={() => setReplyTo(review)}
          >
            {review.reply ? t('reviews.editReply') : t('reviews.replyButton')}
          </Button>
        )}
      </>
    ),
    [moderates, moderating, moderateReview, t],
  );

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
      title={t('reviews.title')}
      toolbar={
        <ListToolbar
          label={t('reviews.tableControls')}
          view={toolbarView}
          views={<SavedViews list="reviews" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...reviews.searchInput}
              label={t('reviews.search')}
              placeholder={t('reviews.searchPlaceholder')}
            />
          }
        />
      }
    >
      <FilterTabs
        label={t('reviews.statusTabs')}
        tabs={REVIEW_TABS.map(({ value, label }) => ({ value, label: t(label), count: countOf(value) }))}
        selected={tab}
        onSelect={(next) => onSearchChange({ ...search, status: statusOfTab(next, home), page: undefined })}
      >
        <DataTable<Review>
          {...reviews.table}
          label={t('reviews.title')}
          columns={columns}
          getRowId={(review) => String(review.id)}
          getRowLabel={(review) => t('reviews.rowName', { id: review.id })}
          empty={
            reviews.text
              ? t('reviews.noMatch', { search: reviews.text })
              : ratingFiltered
                ? t('reviews.noFilterMatch')
                : t(EMPTY_TAB[tab])
          }
          rowActions={rowActions}
        />
      </FilterTabs>
      <ListBulk
        bulk={reviews.bulk}
        label={t('reviews.bulkActions')}
        getItemLabel={(id) => t('reviews.itemName', { id })}
      />
      <ReplyDialog review={replyTo} onClose={() => setReplyTo(null)} />
      <HistoryDialog
        kind="review"
        record={historyOf}
        name={t('reviews.rowName', { id: historyOf?.id ?? '' })}
        labels={reviewFields(t)}
        valueNames={{ status: (status) => reviewStatusName(t, status) }}
        onClose={() => setHistoryOf(null)}
      />
    </PageLayout>
  );
}
