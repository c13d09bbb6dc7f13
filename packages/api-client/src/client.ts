import { createHttp, type GetIdToken } from './http/http';
import type { ActivityLogEntry, ActivityLogPayload, ActivityParams } from './schemas/activity';
import type { LoginPayload, Profile, RegisterPayload } from './schemas/auth';
import type { ListParams, Page } from './schemas/common';
import type { DashboardStats } from './schemas/dashboard';
import type { Dish, DishInput } from './schemas/dish';
import type { Menu, MenuInput } from './schemas/menu';
import type { Order, Review } from './schemas/orders';
import type { Restaurant, RestaurantInput } from './schemas/restaurant';
import type { User, UserUpdatePayload } from './schemas/user';
import { register } from './calls/auth/register';
import { login } from './calls/auth/login';
import { getDashboardStats } from './calls/admin/get-dashboard-stats';
import { listRecentActivity } from './calls/admin/list-recent-activity';
import { listUsers } from './calls/admin/list-users';
import { updateUser } from './calls/admin/update-user';
import { deleteUser } from './calls/admin/delete-user';
import { listOrders } from './calls/admin/list-orders';
import { listReviews } from './calls/admin/list-reviews';
import { listAllRestaurants } from './calls/restaurants/list-all-restaurants';
import { listRestaurants } from './calls/restaurants/list-restaurants';
import { getRestaurant } from './calls/restaurants/get-restaurant';
import { createRestaurant } from './calls/restaurants/create-restaurant';
import { updateRestaurant } from './calls/restaurants/update-restaurant';
import { deleteRestaurant } from './calls/restaurants/delete-restaurant';
import { listRestaurantMenus } from './calls/menus/list-restaurant-menus';
import { listAllRestaurantMenus } from './calls/menus/list-all-restaurant-menus';
import { listMenus } from './calls/menus/list-menus';
import { getMenu } from './calls/menus/get-menu';
import { createMenu } from './calls/menus/create-menu';
import { updateMenu } from './calls/menus/update-menu';
import { deleteMenu } from './calls/menus/delete-menu';
import { listMenuDishes } from './calls/dishes/list-menu-dishes';
import { getDish } from './calls/dishes/get-dish';
import { createDish } from './calls/dishes/create-dish';
import { updateDish } from './calls/dishes/update-dish';
import { deleteDish } from './calls/dishes/delete-dish';
import { recordActivity } from './calls/activity-log/record-activity';
import { uploadImage, type ImageUploadHost, type UploadImageOptions } from './calls/uploads/upload-image';

export type ApiClientOptions = {
  /** API host; `''` for same origin. */
  baseURL: string;
  /** The identity provider's ID token; `forceRefresh` is true once after a 401. */
  getIdToken: GetIdToken;
  /** Defaults to the global fetch (resolved per request). */
  fetch?: typeof fetch;
  /** Send images to an imgbb-style host instead of our own POST /api/uploads. */
  imageUpload?: ImageUploadHost;
};

export type ApiClient = {
  auth: {
    register(payload: RegisterPayload): Promise<Profile>;
    login(payload: LoginPayload): Promise<Profile>;
  };
  admin: {
    dashboardStats(): Promise<DashboardStats>;
    recentActivity(params?: ActivityParams): Promise<Page<ActivityLogEntry>>;
    users(params?: ListParams): Promise<Page<User>>;
    updateUser(id: number, body: UserUpdatePayload): Promise<User>;
    deleteUser(id: number): Promise<void>;
    orders(params?: ListParams): Promise<Page<Order>>;
    reviews(params?: ListParams): Promise<Page<Review>>;
  };
  restaurants: {
    all(): Promise<Restaurant[]>;
    list(params?: ListParams): Promise<Page<Restaurant>>;
    get(id: number): Promise<Restaurant>;
    create(input: RestaurantInput): Promise<Restaurant>;
    update(id: number, input: RestaurantInput): Promise<Restaurant>;
    remove(id: number): Promise<void>;
  };
  menus: {
    byRestaurant(restaurantId: number, params?: ListParams): Promise<Page<Menu>>;
    allByRestaurant(restaurantId: number): Promise<Menu[]>;
    list(params?: ListParams): Promise<Page<Menu>>;
    get(id: number): Promise<Menu>;
    create(restaurantId: number, input: MenuInput): Promise<Menu>;
    update(id: number, input: MenuInput): Promise<Menu>;
    remove(id: number): Promise<void>;
  };
  dishes: {
    byMenu(menuId: number, params?: ListParams): Promise<Page<Dish>>;
    get(id: number): Promise<Dish>;
    create(menuId: number, input: DishInput): Promise<Dish>;
    update(id: number, input: DishInput): Promise<Dish>;
    remove(id: number): Promise<void>;
  };
  activityLog: {
    record(payload: ActivityLogPayload): Promise<ActivityLogEntry>;
  };
  uploads: {
    /** Resolves with the image's public http(s) URL. */
    image(file: Blob, options?: UploadImageOptions): Promise<string>;
  };
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return {
    auth: {
      register: (payload) => register(http, payload),
      login: (payload) => login(http, payload),
    },
    admin: {
      dashboardStats: () => getDashboardStats(http),
      recentActivity: (params) => listRecentActivity(http, params),
      users: (params) => listUsers(http, params),
      updateUser: (id, body) => updateUser(http, { id, body }),
      deleteUser: (id) => deleteUser(http, { id }),
      orders: (params) => listOrders(http, params),
      reviews: (params) => listReviews(http, params),
    },
    restaurants: {
      all: () => listAllRestaurants(http),
      list: (params) => listRestaurants(http, params),
      get: (id) => getRestaurant(http, { id }),
      create: (input) => createRestaurant(http, { input }),
      update: (id, input) => updateRestaurant(http, { id, input }),
      remove: (id) => deleteRestaurant(http, { id }),
    },
    menus: {
      byRestaurant: (restaurantId, params) => listRestaurantMenus(http, { restaurantId, ...params }),
      allByRestaurant: (restaurantId) => listAllRestaurantMenus(http, { restaurantId }),
      list: (params) => listMenus(http, params),
      get: (id) => getMenu(http, { id }),
      create: (restaurantId, input) => createMenu(http, { restaurantId, input }),
      update: (id, input) => updateMenu(http, { id, input }),
      remove: (id) => deleteMenu(http, { id }),
    },
    dishes: {
      byMenu: (menuId, params) => listMenuDishes(http, { menuId, ...params }),
      get: (id) => getDish(http, { id }),
      create: (menuId, input) => createDish(http, { menuId, input }),
      update: (id, input) => updateDish(http, { id, input }),
      remove: (id) => deleteDish(http, { id }),
    },
    activityLog: {
      record: (payload) => recordActivity(http, payload),
    },
    uploads: {
      image: (file, uploadOptions) =>
        uploadImage(http, { file, host: options.imageUpload, ...uploadOptions }),
    },
  };
}
