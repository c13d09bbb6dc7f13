import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { reviewListQueries, STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { normalizeReviewSearch, reviewHomeTab, reviewPageQuery } from '@/features/reviews/review-queries';
import { ReviewsScreen } from '@/features/reviews/reviews-screen';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/shared/lists/list-search';

// Admins moderate every review; a restaurant owner sees their own restaurants' reviews (the server
// scopes the list) and replies (docs/requirements.md#req-reviews-moderation).
export const Route = createFileRoute('/_authenticated/admin/reviews')({
  // The status tab is the `status` filter, spelled one way per tab (review-queries.ts).
  validateSearch: v.pipe(
    listSearchSchema(reviewListQueries),
    v.transform((search) => normalizeReviewSearch(search)),
  ),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (hasRole(auth, STAFF))
      prefetch(queryClient.ensureQueryData(reviewPageQuery(api, deps, reviewHomeTab(auth))));
  },
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={STAFF}>
      <ReviewsScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
