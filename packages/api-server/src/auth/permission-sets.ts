import { BUILT_IN_PERMISSION_SETS, type PermissionSetName } from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { rowsOf } from '../db/rows';
import { permissionSets } from '../db/schema';

/**
 * Writes the contract's built-in permission sets (contract/permissions.ts) into permission_sets,
 * after the migrations and under their lock: the contract declares them, the table follows, so a
 * changed set applies at the next start and memberships keep pointing at the same row.
 */
export async function syncBuiltInPermissionSets(db: Executor): Promise<void> {
  // Migrated only part of the way (the migration tests' databases): nothing to write to yet.
  const [table] = rowsOf(await db.execute(sql`select to_regclass('permission_sets') is not null as found`));
  if (table?.found !== true) return;
  const rows = Object.entries(BUILT_IN_PERMISSION_SETS).map(
    ([name, permissions]) =>
      sql`(${name}, array[${sql.join(
        permissions.map((permission) => sql`${permission}`),
        sql`, `,
      )}]::text[], true)`,
  );
  // Unchanged sets keep their row (and its version) untouched.
  await db.execute(sql`
    insert into ${permissionSets} (name, permissions, built_in) values ${sql.join(rows, sql`, `)}
    on conflict (lower(name)) do update set permissions = excluded.permissions, built_in = true
    where ${permissionSets.permissions} is distinct from excluded.permissions or not ${permissionSets.builtIn}`);
}

/** The id of a built-in set in this database. */
export async function builtInSetId(db: Executor, name: PermissionSetName): Promise<number> {
  const [row] = await db
    .select({ id: permissionSets.id })
    .from(permissionSets)
    .where(sql`lower(${permissionSets.name}) = lower(${name}) and ${permissionSets.builtIn}`);
  if (row === undefined) throw new Error(`The built-in permission set ${name} is missing`);
  return row.id;
}
