/*
 * Minimal entity shapes the kit renders. They are structural subsets of @food-admin/api-client's
 * Restaurant, Menu, Dish, User and ActivityLogEntry (the kit must not depend on the client), so the
 * app can pass API objects straight in.
 */

/** Our platform's roles: the default of the kit's role type parameters (`TRole`). */
export type UserRole = 'CUSTOMER' | 'RESTAURANT' | 'COURIER' | 'ADMIN';

export interface RestaurantLike {
  id: number;
  name: string;
  description?: string | null;
  address: string;
  logoUrl?: string | null;
  isActive: boolean;
  /** Average of the approved reviews (null or absent when there are none). */
  averageRating?: number | null;
  /** How many approved reviews the average is of. */
  reviewCount?: number;
  /** Whether it takes orders now: open, paused, or closed (absent: not shown). */
  availability?: OrderTaking;
}

/** A restaurant's taking of orders now, as the platform's lists say it. */
export type OrderTaking = 'open' | 'paused' | 'closed';

export interface MenuLike {
  id: number;
  restaurantId: number;
  name: string;
  description?: string | null;
  isActive: boolean;
}

export interface DishLike {
  id: number;
  menuId: number;
  name: string;
  description?: string | null;
  price: number;
  imageUrl?: string | null;
  isAvailable: boolean;
}

/** A user; `TRole` is the app's role union (ours by default). */
export interface UserLike<TRole extends string = UserRole> {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: TRole;
  phone?: string | null;
}

/** Our activity log's categories: the default of the feed's `TCategory`. */
export type ActivityCategory = 'USER' | 'RESTAURANT' | 'ORDER' | 'REVIEW' | 'GENERAL' | 'DISH';
/** Our activity log's levels: the default of the feed's `TLevel`. */
export type ActivityLevel = 'INFO' | 'WARN' | 'ERROR';

/** An activity log entry; `TCategory` and `TLevel` are the app's unions (ours by default). */
export interface ActivityEntryLike<
  TCategory extends string = ActivityCategory,
  TLevel extends string = ActivityLevel,
> {
  id?: number;
  category: TCategory;
  level: TLevel;
  actionType: string;
  action: string;
  username: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** The signed-in person as the header shows them (a subset of the app's Profile); `TRole` as in UserLike. */
export interface AccountLike<TRole extends string = UserRole> {
  firstName: string;
  lastName: string;
  email?: string;
  role?: TRole | null;
}
