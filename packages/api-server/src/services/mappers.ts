import type { Dish, Menu, Profile, Restaurant, User } from '@food-admin/api-client';
import type { MenuRow, RestaurantRow, UserRow } from '../auth/guards';
import type { dishes } from '../db/schema';

export type DishRow = typeof dishes.$inferSelect;

export const toUser = (row: UserRow): User => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
});

export const toProfile = (row: UserRow): Profile => ({
  id: row.id,
  uid: row.uid,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  role: row.role,
});

export const toRestaurant = (row: RestaurantRow): Restaurant => ({
  id: row.id,
  name: row.name,
  description: row.description,
  address: row.address,
  logoUrl: row.logoUrl,
  isActive: row.isActive,
  ownerId: row.ownerId,
});

export const toMenu = (row: MenuRow): Menu => ({
  id: row.id,
  restaurantId: row.restaurantId,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
});

export const toDish = (row: DishRow): Dish => ({
  id: row.id,
  menuId: row.menuId,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  imageUrl: row.imageUrl,
  isAvailable: row.isAvailable,
});
