import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_PATTERN,
  ApiTokenInputSchema,
  apiTokenHint,
  apiTokenRefusal,
  apiTokensMayCall,
  BUILT_IN_PERMISSION_SETS,
  contract,
  grantsOf,
  grantsWithin,
  isApiTokenSecret,
  newApiTokenSecret,
  permits,
  scopeOutOfReach,
} from '../src';

// Personal API tokens' rules (contract/api-tokens.ts, docs/api.md#api-tokens): the secret's format,
// which scopes a person may give a token, the grants it acts with and the calls it may make.

const kitchenHere = grantsOf('RESTAURANT', [
  { restaurantId: 5, permissions: BUILT_IN_PERMISSION_SETS.Kitchen },
]);

describe('API tokens (contract/api-tokens.ts)', () => {
  it('makes random secrets of one recognisable format, shown in lists by a hint', () => {
    const secret = newApiTokenSecret();
    expect(secret).toMatch(API_TOKEN_PATTERN);
    expect(newApiTokenSecret()).not.toBe(secret);
    expect(isApiTokenSecret(secret)).toBe(true);
    expect(isApiTokenSecret('eyJhbGciOi.x.y')).toBe(false);
    expect(apiTokenHint(secret)).toBe(secret.slice(0, 11));
    expect(apiTokenHint(secret)).toMatch(/^fa_pat_.{4}$/);
  });

  it('gives a token only permissions its person holds somewhere', () => {
    expect(scopeOutOfReach(kitchenHere, ['orders.view', 'orders.handle'])).toBeUndefined();
    // A restaurant account holds the Owner set on what it owns.
    expect(scopeOutOfReach(kitchenHere, ['menus.edit'])).toBeUndefined();
    expect(scopeOutOfReach(kitchenHere, ['orders.view', 'refunds.approve'])).toBe('refunds.approve');
    expect(scopeOutOfReach(grantsOf('ADMIN'), ['refunds.approve', 'users.manage'])).toBeUndefined();
    expect(scopeOutOfReach(grantsOf('COURIER'), ['orders.view'])).toBe('orders.view');
  });

  it('narrows every place of the grants to the scopes', () => {
    const narrowed = grantsWithin(grantsOf('ADMIN'), ['orders.view']);
    expect([...narrowed.platform]).toEqual(['orders.view']);
    expect(permits(narrowed, 1, 'orders.view')).toBe(true);
    expect(permits(narrowed, 1, 'users.manage')).toBe(false);
    const member = grantsWithin(kitchenHere, ['orders.handle']);
    expect([...(member.restaurants.get(5) ?? [])]).toEqual(['orders.handle']);
    expect([...member.owned]).toEqual(['orders.handle']);
    expect(permits(member, 1, 'orders.handle', { id: 5, ownerId: null })).toBe(true);
    expect(permits(member, 1, 'orders.view', { id: 5, ownerId: null })).toBe(false);
  });

  it('lets a token read, and call what declares one of its scopes; nothing else', () => {
    const scopes = ['orders.view'] as const;
    expect(apiTokenRefusal(contract.restaurants.get, 'RESTAURANT', scopes)).toBeUndefined();
    expect(apiTokenRefusal(contract.admin.orders, 'ADMIN', scopes)).toBeUndefined();
    expect(apiTokenRefusal(contract.admin.users, 'ADMIN', scopes)).toEqual({
      code: 'API_TOKEN_SCOPE_MISSING',
      permission: 'users.manage',
    });
    for (const write of [contract.profile.update, contract.views.create, contract.apiTokens.create])
      expect(apiTokenRefusal(write, 'ADMIN', scopes)).toEqual({ code: 'API_TOKEN_CALL_NOT_ALLOWED' });
    // A person who is no longer staff holds none of their tokens' rights.
    expect(apiTokenRefusal(contract.restaurants.get, 'COURIER', scopes)).toEqual({
      code: 'API_TOKEN_CALL_NOT_ALLOWED',
    });
    expect(apiTokensMayCall(contract.health.check)).toBe(false);
    expect(apiTokensMayCall(contract.ordering.place)).toBe(false);
    expect(apiTokensMayCall(contract.invitations.mine)).toBe(true);
  });

  it('takes a name, some permissions and a lifetime in whole days', () => {
    const parsed = v.parse(ApiTokenInputSchema, {
      name: '  Nightly export ',
      scopes: ['orders.view', 'menus.edit', 'orders.view'],
      expiresInDays: 30,
    });
    expect(parsed).toEqual({
      name: 'Nightly export',
      scopes: ['menus.edit', 'orders.view'],
      expiresInDays: 30,
    });
    for (const expiresInDays of [0, 366, 1.5, '30'])
      expect(v.safeParse(ApiTokenInputSchema, { ...parsed, expiresInDays }).success).toBe(false);
  });
});
