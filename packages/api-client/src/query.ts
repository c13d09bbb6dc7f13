// @food-admin/api-client/query: TanStack Query keys and option factories for every read.
// A subpath of its own so the core client stays free of React.
export { queryKeys, type SearchFilter, type ActivityFilters } from './query/keys';
export { nextPageParam } from './query/paging';
export { restaurantQueries } from './query/restaurant-queries';
export { menuQueries } from './query/menu-queries';
export { dishQueries } from './query/dish-queries';
export {
  dashboardQueries,
  activityQueries,
  userQueries,
  orderQueries,
  reviewQueries,
} from './query/admin-queries';
