import type { Restaurant, RestaurantOwner, RestaurantPayload } from '@food-admin/api-client';
import type { RatedRestaurantRow } from './restaurants.repository';

/** The API's restaurant; `owner` named only where the reader may see it (restaurant-owner.ts), else left out. */
export const toRestaurant = (row: RatedRestaurantRow, owner?: RestaurantOwner | null): Restaurant => ({
  id: row.id,
  version: row.version,
  name: row.name,
  description: row.description,
  address: row.address,
  logoUrl: row.logoUrl,
  isActive: row.isActive,
  ownerId: row.ownerId,
  averageRating: row.averageRating,
  reviewCount: row.reviewCount,
  availability: row.availability,
  ...(owner === undefined ? {} : { owner }),
});

/** The columns a create or update writes (the owner is decided separately, see restaurant-owner.ts). */
export const restaurantColumns = (payload: RestaurantPayload) => ({
  name: payload.name,
  address: payload.address,
  description: payload.description ?? null,
  logoUrl: payload.logoUrl ?? null,
  isActive: payload.isActive,
});
