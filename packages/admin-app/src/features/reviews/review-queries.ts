import {
  REVIEW_STATUSES,
  reviewListQueries,
  type ApiClient,
  type ReviewStatus,
} from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import type { BulkProgressOptions, BulkTarget, ListBulkAction } from '@/shared/lists/use-list-view';
import {
  exportRequest,
  filtersOf,
  listExportQuery,
  listPageQuery,
  type ListSearch,
} from '@/shared/lists/list-search';
import { bulkDeleteMessageValues } from '@/shared/lists/use-delete-confirm';
import type { messages } from '@/i18n/compiled/en/reviews';
import type { ReviewsT } from './review-columns';

/*
 * The reviews screen's view (docs/requirements.md#req-reviews-moderation): the status tabs live in
 * the URL's `status` filter. The person's home tab (reviewHomeTab) has no parameter: Pending, the
 * moderation queue, for a moderator; Approved, the published reviews an owner answers, for an owner.
 * Another tab is `status=["PENDING"]`, `["APPROVED"]` or `["REJECTED"]`; All names every status.
 * Any other mix (a hand-edited URL) opens the home tab.
 */

export type ReviewTab = ReviewStatus | 'ALL';

/**
 * The tab /admin/reviews opens on: the moderation queue (Pending) for those who moderate (who hold
 * reviews.moderate); for an owner, who cannot moderate and replies, the published reviews
 * (Approved), the ones a reply answers in public.
 */
export const reviewHomeTab = (moderates: boolean): ReviewTab => (moderates ? 'PENDING' : 'APPROVED');

/** The tabs in their order, with their labels' keys: the queue first, All last. */
export const REVIEW_TABS: readonly { value: ReviewTab; label: keyof typeof messages }[] = [
  { value: 'PENDING', label: 'reviews.tab.pending' },
  { value: 'APPROVED', label: 'reviews.tab.approved' },
  { value: 'REJECTED', label: 'reviews.tab.rejected' },
  { value: 'ALL', label: 'reviews.tab.all' },
];

const statusesOf = (search: ListSearch) => search.status as ReviewStatus[] | undefined;

/** The tab a URL's `status` names, if it names one (All: every status; a tab: one status). */
function namedTab(statuses: readonly ReviewStatus[] | undefined): ReviewTab | undefined {
  if (statuses === undefined) return undefined;
  if (REVIEW_STATUSES.every((status) => statuses.includes(status))) return 'ALL';
  return statuses.length === 1 ? statuses[0] : undefined;
}

/** The tab a URL shows, `home` without a parameter (or with a mix no tab names). */
export const reviewTabOf = (search: ListSearch, home: ReviewTab): ReviewTab =>
  namedTab(statusesOf(search)) ?? home;

/** The statuses a tab shows. */
const statusesOfTab = (tab: ReviewTab): ReviewStatus[] => (tab === 'ALL' ? [...REVIEW_STATUSES] : [tab]);

/** The URL's `status` for a tab: none for the role's home tab. */
export const statusOfTab = (tab: ReviewTab, home: ReviewTab): ReviewStatus[] | undefined =>
  tab === home ? undefined : statusesOfTab(tab);

/**
 * The search with `status` spelled as a tab spells it: a mix no tab names becomes none (the home
 * tab), and so does `home`'s own spelling where the role is known (the route reads the URL before
 * the session, the screen writes it with the role).
 */
export function normalizeReviewSearch(search: ListSearch, home?: ReviewTab): ListSearch {
  const tab = namedTab(statusesOf(search));
  return { ...search, status: tab === undefined || tab === home ? undefined : statusesOfTab(tab) };
}

/** What the API is asked: the tab's statuses (the home tab's without a parameter). */
export const reviewQuerySearch = (search: ListSearch, home: ReviewTab): ListSearch => ({
  ...search,
  status: statusesOfTab(reviewTabOf(search, home)),
});

/** The reviews table's page for the URL's view (the screen and the route's loader share it). */
export const reviewPageQuery = (api: ApiClient, search: ListSearch, home: ReviewTab) =>
  apiQuery(api, 'admin.reviews', {
    query: listPageQuery(reviewQuerySearch(search, home), reviewListQueries),
  });

/** Reviews per rating and per status under the search and the other filters (the tabs' counts). */
export const reviewFacetsQuery = (api: ApiClient, search: ListSearch, home: ReviewTab) =>
  apiQuery(api, 'admin.reviewFacets', {
    query: { search: search.search, ...filtersOf(reviewQuerySearch(search, home), reviewListQueries) },
  });

/** Every matching review of the tab as CSV, in the table's order. */
export const exportReviews = (search: ListSearch, home: ReviewTab) =>
  exportRequest(
    'admin.reviewsExport',
    {
      query: listExportQuery(reviewQuerySearch(search, home), reviewListQueries),
    },
    'reviews',
  );

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
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.admin.reviewsBulk({ body: { action: 'approve', ...target }, ...progress }),
  },
  {
    id: 'reject',
    label: t('reviews.reject'),
    confirm: (count) => t('reviews.bulk.rejectConfirm', { count }),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.admin.reviewsBulk({ body: { action: 'reject', ...target }, ...progress }),
  },
  {
    id: 'delete',
    label: t('reviews.delete'),
    tone: 'danger',
    confirm: (count) => t('reviews.bulk.deleteConfirm', bulkDeleteMessageValues(count)),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.admin.reviewsBulk({ body: { action: 'delete', ...target }, ...progress }),
  },
];
