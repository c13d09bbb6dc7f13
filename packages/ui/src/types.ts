/*
 * Minimal entity shapes the kit renders. They are structural subsets of @food-admin/api-client's
 * Restaurant, Menu, Dish, User and ActivityLogEntry (the kit must not depend on the client), so the
 * app can pass API objects straight in.
 */

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
}

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

export interface UserLike {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  phone?: string | null;
}

export type ActivityCategory = 'USER' | 'RESTAURANT' | 'ORDER' | 'REVIEW' | 'GENERAL' | 'DISH';
export type ActivityLevel = 'INFO' | 'WARN' | 'ERROR';

export interface ActivityEntryLike {
  id?: number;
  category: ActivityCategory;
  level: ActivityLevel;
  actionType: string;
  action: string;
  username: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** The signed-in person as the header shows them (a subset of the app's Profile). */
export interface AccountLike {
  firstName: string;
  lastName: string;
  email?: string;
  role?: UserRole | null;
}
