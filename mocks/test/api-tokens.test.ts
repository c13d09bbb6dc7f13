import { API_TOKEN_PATTERN, MAX_API_TOKENS } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../src/index';
import { apiError, mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

// People's API tokens (docs/api.md#api-tokens): the rules of modules/api-tokens on the server, in
// the mocks (which do not take calls made with a token).

const body = { name: 'Nightly export', scopes: ['orders.view' as const], expiresInDays: 30 };

describe('API tokens', () => {
  it('makes a token, answers its secret once and lists it without it', async () => {
    const { token, secret } = await api.apiTokens.create({ body });
    expect(secret).toMatch(API_TOKEN_PATTERN);
    expect(token).toMatchObject({ name: 'Nightly export', hint: secret.slice(0, 11), state: 'ACTIVE' });
    const listed = await api.apiTokens.mine();
    expect(listed).toEqual([token]);
    expect(JSON.stringify(mockDb.apiTokens.all())).not.toContain(secret);
    expect(mockDb.activity.all().at(-1)).toMatchObject({ code: 'API_TOKEN_CREATED' });
  });

  it('refuses a scope its maker holds nowhere, and a token past the limit', async () => {
    mockDb.actor = 'owner@demo.food';
    const refused = await apiError(api.apiTokens.create({ body: { ...body, scopes: ['refunds.approve'] } }));
    expect(refused.code).toBe('API_TOKEN_SCOPE_NOT_HELD');
    for (let i = 0; i < MAX_API_TOKENS; i += 1) await api.apiTokens.create({ body });
    expect((await apiError(api.apiTokens.create({ body }))).code).toBe('API_TOKEN_LIMIT');
  });

  it("revokes one's own token; an admin revokes anyone's; another's is not found", async () => {
    mockDb.actor = 'owner@demo.food';
    const { token } = await api.apiTokens.create({ body });
    const ownerId = mockDb.users.all().find((user) => user.email === 'owner@demo.food')!.id;
    mockDb.actor = 'admin@demo.food';
    expect((await apiError(api.apiTokens.revoke({ params: { id: token.id } }))).status).toBe(404);
    expect(await api.apiTokens.ofUser({ params: { id: ownerId } })).toEqual([token]);
    await api.apiTokens.revokeOfUser({ params: { id: ownerId, tokenId: token.id } });
    const [revoked] = await api.apiTokens.ofUser({ params: { id: ownerId } });
    expect(revoked?.state).toBe('REVOKED');
    expect(mockDb.activity.all().at(-1)).toMatchObject({ code: 'USER_API_TOKEN_REVOKED' });
  });
});
