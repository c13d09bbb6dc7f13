import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import type { RateLimitName, RateLimits } from './budgets';
import type { RateLimitStore } from './store';

export type { RateLimit, RateLimitName, RateLimits } from './budgets';

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
    caller: PayingCaller,
  ): Promise<void> {
    const uid = caller.user?.uid ?? caller.token?.uid;
    if (uid === undefined) return;
    if (budget !== undefined) await this.spend(budget, `account:${uid}`);
    if (runsSearch(request)) await this.spend('search', `account:${uid}`);
  }
}

/** The part of the request's caller (auth/access.ts's Caller) whose uid pays. */
type PayingCaller = { user?: { uid: string } | undefined; token?: { uid: string } | undefined };

/** A list call with a non-empty `search` (text search is what costs; plain paging does not count). */
function runsSearch(request: FastifyRequest): boolean {
  const search = (request.query as Record<string, unknown> | undefined)?.search;
  return request.method === 'GET' && typeof search === 'string' && search.trim() !== '';
}
