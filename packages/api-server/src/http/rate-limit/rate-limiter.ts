import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/access';
import { tooManyRequests } from '../errors';
import type { RateLimitStore } from './store';

/** The budgets a route can spend (docs/operations.md#rate-limits). */
export type RateLimitName = 'auth' | 'search' | 'upload';
export type RateLimit = { max: number; windowMs: number };
export type RateLimits = Record<RateLimitName, RateLimit | false>;

/**
 * Spends budgets and throws 429 with Retry-After when one is used up. Budgets are keyed by who
 * spends them, not by route: register and login share the caller's `auth` budget, every list
 * search shares the account's `search` budget, on every instance that shares the store.
 */
export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  async spend(name: RateLimitName, subject: string): Promise<void> {
    const limit = this.limits[name];
    if (limit === false) return;
    const { count, resetAtMs } = await this.store.hit(`${name}:${subject}`, limit.windowMs);
    if (count > limit.max) throw tooManyRequests((resetAtMs - this.now()) / 1000);
  }

  /**
   * Before authentication: the client address pays for auth calls, so a flood of bad tokens is
   * refused before any token is checked.
   */
  async beforeAuthentication(budget: RateLimitName | undefined, request: FastifyRequest): Promise<void> {
    if (budget === 'auth') await this.spend('auth', `client:${request.ip}`);
  }

  /**
   * After authentication: the account pays (the verified uid, which no one can forge to drain
   * someone else's budget), for the route's own budget and for any search it runs.
   */
  async afterAuthentication(
    budget: RateLimitName | undefined,
    request: FastifyRequest,
    caller: Caller,
  ): Promise<void> {
    const uid = caller.user?.uid ?? caller.token?.uid;
    if (uid === undefined) return;
    if (budget !== undefined) await this.spend(budget, `account:${uid}`);
    if (runsSearch(request)) await this.spend('search', `account:${uid}`);
  }
}

/** A list call with a non-empty `search` (text search is what costs; plain paging does not count). */
function runsSearch(request: FastifyRequest): boolean {
  const search = (request.query as Record<string, unknown> | undefined)?.search;
  return request.method === 'GET' && typeof search === 'string' && search.trim() !== '';
}
