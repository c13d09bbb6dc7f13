import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Escapes LIKE wildcards so user input matches literally (`50%` finds "50%", not "50 anything"). */
export function escapeLike(input: string): string {
  return input.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The `%term%` pattern for a case-insensitive substring search, or undefined for no search. */
export function containsPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${escapeLike(term)}%` : undefined;
}

/**
 * Case-insensitive substring match written as `lower(col) LIKE lower(pattern)` so PostgreSQL can
 * use the GIN `lower(col) gin_trgm_ops` indexes. The pattern comes from containsPattern (escaped).
 */
export function likeLower(column: SQLWrapper, pattern: string | SQLWrapper): SQL {
  return sql`lower(${column}) like lower(${pattern}) escape '\\'`;
}

/** `pattern` (containsPattern's, or a placeholder for it) in any of `columns`. */
export function likeAnyLower(columns: readonly SQLWrapper[], pattern: string | SQLWrapper): SQL | undefined {
  return or(...columns.map((column) => likeLower(column, pattern)));
}

/** `search` as a substring of any of `columns`; undefined (no condition) for a blank search. */
export function searchCondition(search: string | undefined, columns: readonly SQLWrapper[]): SQL | undefined {
  const pattern = containsPattern(search);
  if (pattern === undefined || columns.length === 0) return undefined;
  return likeAnyLower(columns, pattern);
}
