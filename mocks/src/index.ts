// Public face of @food-admin/mocks: the fake API (keyed MSW handlers over a stateful in-memory store),
// per-state overrides, the fixtures and the store. `./node` and `./browser` start it.
export { handlers, handlerList, routePattern } from './handlers';
export { endpoints, apiEndpoints, type HandlerKey } from './endpoints';
export { overrides, type OverrideTarget } from './overrides';
export {
  mockDb,
  resetMockDb,
  clearMockRefunds,
  logActivity,
  deleteRestaurantCascade,
  deleteMenuCascade,
  moveToTrash,
  setMockOperations,
  DEFAULT_MOCK_RULES,
  type StoredUpload,
  type MockSavedView,
} from './db/mock-db';
export { Table } from './db/table';
export { mockChanges } from './db/mock-changes';
export { toPage, matchesSearch } from './db/paging';
export type { Resolver, Method } from './handlers/respond';
export { pagedOrAll } from './handlers/paged-or-all';
export {
  mockEndpoint,
  type Endpoint,
  type MockInput,
  type MockAnswer,
  type MockResolver,
} from './handlers/mock-endpoint';
export { validationError, parseInput, parsePathParams } from '@food-admin/api-client';
export { MAX_UPLOAD_BYTES } from './handlers/uploads';
export { MOCK_PERMISSION_SETS } from './handlers/permissions';
export { insertMockRefund } from './handlers/refunds';

export { seedRestaurants, DEMO_OWNER_ID } from './fixtures/restaurants';
export { seedMenus } from './fixtures/menus';
export { seedDishes } from './fixtures/dishes';
export { seedUsers, DEMO_UIDS, type MockUser } from './fixtures/users';
export { seedActivity, type MockActivityEntry } from './fixtures/activity';
export { seedOrders, seedOrderBook, type MockOrder } from './fixtures/orders';
export { seedReviews } from './fixtures/reviews';
export { MOCK_IMAGE_ORIGIN, mockImageUrl } from './fixtures/images';
