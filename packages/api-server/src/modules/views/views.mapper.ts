import type { SavedView } from '@food-admin/api-client';
import type { SavedViewRow, UserRow } from '../../db/rows';
import { displayName } from '../users/users.mapper';

export const toSavedView = (view: SavedViewRow, owner: UserRow): SavedView => ({
  id: view.id,
  list: view.list,
  name: view.name,
  query: view.query,
  shared: view.shared,
  ownerId: view.ownerId,
  ownerName: displayName(owner),
  createdAt: view.createdAt.toISOString(),
  updatedAt: view.updatedAt.toISOString(),
});
