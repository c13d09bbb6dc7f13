import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { reviewListQueries } from '@food-admin/api-client';
import { PermissionGate } from '@/features/auth/gates';
import { normalizeReviewSearch, reviewHomeTab, reviewPageQuery } from '@/features/reviews/review-queries';
import { ReviewsScreen } from '@/features/reviews/reviews-screen';
import { prefetchWithReach } from '@/lib/auth/grants';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/shared/lists/list-search';

// Moderators (reviews.moderate: admins, Support) moderate every review; a restaurant's owner or team
// (reviews.reply) sees its reviews (the server scopes the list) and replies
// (docs/requirements.md#req-reviews-moderation).
/** Who opens the page: those who moderate reviews, and those who answer them. */
const REVIEWERS = ['reviews.moderate', 'reviews.reply'] as const;

export const Route = createFileRoute('/_authenticated/admin/reviews')({
  // The status tab is the `status` filter, spelled one way per tab (review-queries.ts).
  validateSearch: v.pipe(
    listSearchSchema(reviewListQueries),
    v.transform((search) => normalizeReviewSearch(search)),
  ),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) =>
    prefetchWithReach(queryClient, api, auth.profile?.role, (reaches) => {
      if (!REVIEWERS.some(reaches)) return;
      prefetch(
        queryClient.ensureQueryData(reviewPageQuery(api, deps, reviewHomeTab(reaches('reviews.moderate')))),
      );
    }),
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <PermissionGate permission={REVIEWERS}>
      <ReviewsScreen search={search} onSearchChange={onSearchChange} />
    </PermissionGate>
  );
}
