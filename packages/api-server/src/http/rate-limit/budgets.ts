// The rate-limit budgets as configuration sees them (config.ts), apart from the limiter that
// spends them, so that the configuration does not depend on the request's types.

/** The budgets a route can spend (docs/operations.md#rate-limits). */
export type RateLimitName = 'auth' | 'search' | 'upload';
export type RateLimit = { max: number; windowMs: number };
export type RateLimits = Record<RateLimitName, RateLimit | false>;
