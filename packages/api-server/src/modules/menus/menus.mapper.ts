import type { Menu, MenuPayload } from '@food-admin/api-client';
import type { MenuRow } from '../../db/rows';

export const toMenu = (row: MenuRow): Menu => ({
  id: row.id,
  version: row.version,
  restaurantId: row.restaurantId,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
});

export const menuColumns = (payload: MenuPayload) => ({
  restaurantId: payload.restaurantId,
  name: payload.name,
  description: payload.description ?? null,
  isActive: payload.isActive,
});
