type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The PostgreSQL error inside a failure, if any: node-postgres and PGlite both expose SQLSTATE as
 * `code`; drizzle may wrap it in `cause`.
 */
export function pgErrorOf(error: unknown): (PgLikeError & { code: string }) | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgLikeError & { code: string };
    }
    current = candidate.cause;
  }
  return undefined;
}
