import type { Profile, User } from '@food-admin/api-client';
import type { UserRow } from '../../db/rows';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  version: row.version,
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
  locale: row.locale,
});

/** The name the activity feed shows for a user: "First Last", else the email, else the uid. */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'uid'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email || user.uid : name;
}
