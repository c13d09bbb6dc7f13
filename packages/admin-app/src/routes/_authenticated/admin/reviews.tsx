import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ADMIN_ONLY, reviewListQueries } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { reviewPageQuery } from '@/features/reviews/review-queries';
import { ReviewsScreen } from '@/features/reviews/reviews-screen';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/features/lists/list-search';

export const Route = createFileRoute('/_authenticated/admin/reviews')({
  validateSearch: listSearchSchema(reviewListQueries),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (hasRole(auth, ADMIN_ONLY)) prefetch(queryClient.ensureQueryData(reviewPageQuery(api, deps)));
  },
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={ADMIN_ONLY}>
      <ReviewsScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
