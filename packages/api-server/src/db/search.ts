import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Case-insensitive substring match written as `lower(col) LIKE lower(pattern)` so PostgreSQL can
 * use the GIN `lower(col) gin_trgm_ops` indexes. The pattern comes from containsPattern (escaped).
 */
export function likeLower(column: SQLWrapper, pattern: string): SQL {
  return sql`lower(${column}) like lower(${pattern}) escape '\\'`;
}
