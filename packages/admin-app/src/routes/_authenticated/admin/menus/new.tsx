import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { MenuFormScreen } from '@/features/menus/menu-form-screen';
import { allRestaurantsQuery } from '@/features/restaurants/restaurant-queries';
import { prefetch } from '@/lib/prefetch';
import { formReturnSchema } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/menus/new')({
  validateSearch: formReturnSchema,
  loader: ({ context: { queryClient, api, auth } }) => {
    if (hasRole(auth, STAFF)) prefetch(queryClient.ensureQueryData(allRestaurantsQuery(api)));
  },
  component: NewMenuRoute,
});

function NewMenuRoute() {
  const { restaurantId } = Route.useSearch();
  return <MenuFormScreen returnToRestaurantId={restaurantId} />;
}
