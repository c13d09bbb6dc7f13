import {
  exportFileName,
  REVIEW_STATUSES,
  reviewListQueries,
  type ApiClient,
  type ReviewStatus,
} from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import type { BulkTarget, ListBulkAction } from '@/shared/lists/use-list-view';
import { filtersOf, listExportQuery, listPageQuery, type ListSearch } from '@/shared/lists/list-search';
import type { messages } from '@/i18n/compiled/en/reviews';
import type { ReviewsT } from './review-columns';

/*
 * The reviews screen's view (docs/requirements.md#req-reviews-moderation): the status tabs live in
 * the URL's `status` filter, one spelling per tab. Pending, the moderation queue, is the default and
 * has no parameter; Approved and Rejected are `status=["APPROVED"]`/`["REJECTED"]`; All names every
 * status. Any other mix (a hand-edited URL) opens Pending.
 */

export type ReviewTab = ReviewStatus | 'ALL';

/** The tabs in their order, with their labels' keys: the queue first, All last. */
export const REVIEW_TABS: readonly { value: ReviewTab; label: keyof typeof messages }[] = [
  { value: 'PENDING', label: 'reviews.tab.pending' },
  { value: 'APPROVED', label: 'reviews.tab.approved' },
  { value: 'REJECTED', label: 'reviews.tab.rejected' },
  { value: 'ALL', label: 'reviews.tab.all' },
];

const statusesOf = (search: ListSearch) => search.status as ReviewStatus[] | undefined;

/** The tab a (normalised) URL shows. */
export function reviewTabOf(search: ListSearch): ReviewTab {
  const statuses = statusesOf(search);
  if (statuses === undefined) return 'PENDING';
  if (statuses.length === REVIEW_STATUSES.length) return 'ALL';
  return statuses.length === 1 && statuses[0] !== undefined ? statuses[0] : 'PENDING';
}

/** The URL's `status` for a tab. */
export function statusOfTab(tab: ReviewTab): ReviewStatus[] | undefined {
  if (tab === 'PENDING') return undefined;
  return tab === 'ALL' ? [...REVIEW_STATUSES] : [tab];
}

/** The route's search with `status` spelled as its tab spells it. */
export const normalizeReviewSearch = (search: ListSearch): ListSearch => ({
  ...search,
  status: statusOfTab(reviewTabOf(search)),
});

/** What the API is asked: the tab's statuses (Pending without a parameter). */
export const reviewQuerySearch = (search: ListSearch): ListSearch => ({
  ...search,
  status: statusesOf(search) ?? ['PENDING'],
});

/** The reviews table's page for the URL's view (the screen and the route's loader share it). */
export const reviewPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.reviews', { query: listPageQuery(reviewQuerySearch(search), reviewListQueries) });

/** Reviews per rating and per status under the search and the other filters (the tabs' counts). */
export const reviewFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.reviewFacets', {
    query: { search: search.search, ...filtersOf(reviewQuerySearch(search), reviewListQueries) },
  });

/** Every matching review of the tab as CSV, in the table's order. */
export const exportReviews = async (api: ApiClient, search: ListSearch) => ({
  text: await api.admin.reviewsExport({
    query: listExportQuery(reviewQuerySearch(search), reviewListQueries),
  }),
  fileName: exportFileName('reviews'),
});

/** The rating filter's menu; the status is chosen with the tabs (its counts label them). */
export const reviewFacetLabels = (t: ReviewsT) => ({
  rating: {
    title: t('reviews.field.rating'),
    options: [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ★` })),
  },
  status: {
    title: t('reviews.field.status'),
    options: REVIEW_STATUSES.map((status) => ({ value: status, label: status })),
  },
});

/** Approve, reject or delete the selected reviews (admins): the server answers per review. */
export const reviewBulkActions = (api: ApiClient, t: ReviewsT): ListBulkAction[] => [
  {
    id: 'approve',
    label: t('reviews.approve'),
    confirm: (count) => t('reviews.bulk.approveConfirm', { count }),
    run: (target: BulkTarget) => api.admin.reviewsBulk({ body: { action: 'approve', ...target } }),
  },
  {
    id: 'reject',
    label: t('reviews.reject'),
    confirm: (count) => t('reviews.bulk.rejectConfirm', { count }),
    run: (target: BulkTarget) => api.admin.reviewsBulk({ body: { action: 'reject', ...target } }),
  },
  {
    id: 'delete',
    label: t('reviews.delete'),
    tone: 'danger',
    confirm: (count) => t('reviews.bulk.deleteConfirm', { count }),
    run: (target: BulkTarget) => api.admin.reviewsBulk({ body: { action: 'delete', ...target } }),
  },
];
