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
   * someone else's budget), for the route's own budget and for any search it runs; a call made
   * with an API token pays from that token's own budget, so a script cannot spend its person's.
   */
  async afterAuthentication(
    budget: RateLimitName | undefined,
    request: FastifyRequest,
    caller: PayingCaller,
  ): Promise<void> {
    const payer = payerOf(caller);
    if (payer === undefined) return;
    if (budget !== undefined) await this.spend(budget, payer);
    if (runsSearch(request)) await this.spend('search', payer);
  }
}

/** The part of the request's caller (auth/access.ts's Caller) that says who pays. */
type PayingCaller = {
  user?: { uid: string } | undefined;
  token?: { uid: string } | undefined;
  apiToken?: { id: number } | undefined;
};

/** Whose budget a call spends: its API token's, else its account's; nobody's when anonymous. */
function payerOf(caller: PayingCaller): string | undefined {
  if (caller.apiToken !== undefined) return `token:${caller.apiToken.id}`;
  const uid = caller.user?.uid ?? caller.token?.uid;
  return uid === undefined ? undefined : `account:${uid}`;
}

/** A list call with a non-empty `search` (text search is what costs; plain paging does not count). */
function runsSearch(request: FastifyRequest): boolean {
  const search = (request.query as Record<string, unknown> | undefined)?.search;
  return request.method === 'GET' && typeof search === 'string' && search.trim() !== '';
}
