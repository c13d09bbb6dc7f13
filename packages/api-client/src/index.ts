// Public face of @food-admin/api-client: the schemas (one source of truth for every shape),
// the client, its error type, and one function per call for callers that hold an `Http`.
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/auth';
export * from './schemas/restaurant';
export * from './schemas/menu';
export * from './schemas/dish';
export * from './schemas/activity';
export * from './schemas/dashboard';
export * from './schemas/orders';
export * from './schemas/upload';

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError } from './http/api-error';
export {
  createHttp,
  type Http,
  type HttpOptions,
  type HttpRequest,
  type HttpMethod,
  type GetIdToken,
  type Transport,
  type RawResponse,
} from './http/http';
export { ArrayOrPageSchema } from './calls/array-or-page';

export { register } from './calls/auth/register';
export { login } from './calls/auth/login';
export { getDashboardStats } from './calls/admin/get-dashboard-stats';
export { listRecentActivity } from './calls/admin/list-recent-activity';
export { listUsers } from './calls/admin/list-users';
export { updateUser } from './calls/admin/update-user';
export { deleteUser } from './calls/admin/delete-user';
export { listOrders } from './calls/admin/list-orders';
export { listReviews } from './calls/admin/list-reviews';
export { listAllRestaurants } from './calls/restaurants/list-all-restaurants';
export { listRestaurants } from './calls/restaurants/list-restaurants';
export { getRestaurant } from './calls/restaurants/get-restaurant';
export { createRestaurant } from './calls/restaurants/create-restaurant';
export { updateRestaurant } from './calls/restaurants/update-restaurant';
export { deleteRestaurant } from './calls/restaurants/delete-restaurant';
export { listRestaurantMenus } from './calls/menus/list-restaurant-menus';
export { listAllRestaurantMenus } from './calls/menus/list-all-restaurant-menus';
export { listMenus } from './calls/menus/list-menus';
export { getMenu } from './calls/menus/get-menu';
export { createMenu } from './calls/menus/create-menu';
export { updateMenu } from './calls/menus/update-menu';
export { deleteMenu } from './calls/menus/delete-menu';
export { listMenuDishes } from './calls/dishes/list-menu-dishes';
export { getDish } from './calls/dishes/get-dish';
export { createDish } from './calls/dishes/create-dish';
export { updateDish } from './calls/dishes/update-dish';
export { deleteDish } from './calls/dishes/delete-dish';
export { recordActivity } from './calls/activity-log/record-activity';
export {
  uploadImage,
  type ImageUploadHost,
  type UploadImageOptions,
  type UploadImageParams,
} from './calls/uploads/upload-image';
