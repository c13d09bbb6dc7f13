import type { ActivityCategory, ActivityLevel, ActivityParams } from '../schemas/activity';
import type { ListParams } from '../schemas/common';

/** Filters of an infinite list: everything but the page, which the query walks itself. */
export type SearchFilter = { search?: string };
export type ActivityFilters = { search?: string; category?: ActivityCategory; level?: ActivityLevel };

/**
 * Hierarchical query keys. `<area>.all` is the prefix of every key of that area,
 * so a mutation invalidates every list, page and detail of it with one call:
 * `queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.all })`.
 */
export const queryKeys = {
  dashboard: {
    all: ['dashboard'] as const,
    stats: () => ['dashboard', 'stats'] as const,
  },
  activity: {
    all: ['activity'] as const,
    list: (params: ActivityParams = {}) => ['activity', 'list', params] as const,
    infinite: (filters: ActivityFilters = {}) => ['activity', 'infinite', filters] as const,
  },
  users: {
    all: ['users'] as const,
    list: (params: ListParams = {}) => ['users', 'list', params] as const,
  },
  restaurants: {
    all: ['restaurants'] as const,
    /** Every restaurant as one array (GET /api/restaurants without paging), e.g. for a select. */
    fullList: () => ['restaurants', 'full-list'] as const,
    list: (params: ListParams = {}) => ['restaurants', 'list', params] as const,
    infinite: (filters: SearchFilter = {}) => ['restaurants', 'infinite', filters] as const,
    detail: (id: number) => ['restaurants', 'detail', id] as const,
  },
  menus: {
    all: ['menus'] as const,
    list: (params: ListParams = {}) => ['menus', 'list', params] as const,
    infinite: (filters: SearchFilter = {}) => ['menus', 'infinite', filters] as const,
    detail: (id: number) => ['menus', 'detail', id] as const,
    byRestaurant: (restaurantId: number, params: ListParams = {}) =>
      ['menus', 'by-restaurant', restaurantId, 'list', params] as const,
    allByRestaurant: (restaurantId: number) => ['menus', 'by-restaurant', restaurantId, 'full-list'] as const,
  },
  dishes: {
    all: ['dishes'] as const,
    byMenu: (menuId: number, params: ListParams = {}) =>
      ['dishes', 'by-menu', menuId, 'list', params] as const,
    infinite: (menuId: number, filters: SearchFilter = {}) =>
      ['dishes', 'by-menu', menuId, 'infinite', filters] as const,
    detail: (id: number) => ['dishes', 'detail', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (params: ListParams = {}) => ['orders', 'list', params] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    list: (params: ListParams = {}) => ['reviews', 'list', params] as const,
  },
};
