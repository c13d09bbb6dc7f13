import {
  activityMessage,
  apiTokenHint,
  contract,
  MAX_API_TOKENS,
  newApiTokenSecret,
  scopeOutOfReach,
  type ActivityMessage,
  type ApiToken,
} from '@food-admin/api-client';
import { logActivity, mockDb, type MockApiToken } from '../db/mock-db';
import type { MockUser } from '../fixtures/users';
import { mockEndpoint } from './mock-endpoint';
import { grantsOfPerson } from './permissions';
import { noContent, notFound, refuse } from './respond';
import { actor, nameOf } from './team-rules';

/*
 * People's API tokens (docs/api.md#api-tokens) as the server's modules/api-tokens answers them: the
 * actor's own, anyone's for whoever manages users (the edge's platform permission, as for every mock).
 * The secret is answered once and not kept; the mocks do not take calls made with a token.
 */

const DAY_MS = 86_400_000;
/** Days an ended token stays in its person's list (the server's ENDED_TOKENS_KEPT_DAYS). */
const ENDED_KEPT_DAYS = 30;

const stateOf = (token: Pick<MockApiToken, 'revokedAt' | 'expiresAt'>, now: number): ApiToken['state'] => {
  if (token.revokedAt !== null) return 'REVOKED';
  return Date.parse(token.expiresAt) <= now ? 'EXPIRED' : 'ACTIVE';
};

const toApiToken = ({ userId: _userId, ...token }: MockApiToken, now = Date.now()): ApiToken => ({
  ...token,
  state: stateOf(token, now),
});

/** A person's tokens, newest first. */
const tokensOf = (userId: number) =>
  mockDb.apiTokens
    .all()
    .filter((token) => token.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

/** When a token stopped working (revoked or expired, whichever came first), in ms. */
const endedAt = (token: MockApiToken) =>
  Math.min(Date.parse(token.expiresAt), token.revokedAt === null ? Infinity : Date.parse(token.revokedAt));

const tokenLog = (personId: number, message: ActivityMessage) =>
  logActivity({ category: 'USER', actionType: 'API_TOKEN', ...message, entityId: personId });

/** Revokes `person`'s token `tokenId` (404 unless theirs); one already revoked stays as it was. */
function revokeTokenOf(person: Pick<MockUser, 'id' | 'firstName' | 'lastName' | 'email'>, tokenId: number) {
  const token = mockDb.apiTokens.find(tokenId);
  if (token === undefined || token.userId !== person.id) throw notFound('API token');
  if (token.revokedAt !== null) return noContent();
  mockDb.apiTokens.update(token.id, { revokedAt: new Date().toISOString() });
  tokenLog(
    person.id,
    person.id === actor().id
      ? activityMessage('API_TOKEN_REVOKED', { name: token.name })
      : activityMessage('USER_API_TOKEN_REVOKED', { name: token.name, user: nameOf(person) }),
  );
  return noContent();
}

/** The account `id` (404 when there is none). */
function personOf(id: number): MockUser {
  const person = mockDb.users.find(id);
  if (person === undefined) throw notFound('User');
  return person;
}

export const apiTokenEndpoints = {
  myApiTokens: mockEndpoint(
    contract.apiTokens.mine,
    () => tokensOf(actor().id).map((token) => toApiToken(token)),
    () => [],
  ),
  createApiToken: mockEndpoint(
    contract.apiTokens.create,
    ({ body }) => {
      const me = actor();
      const beyond = scopeOutOfReach(grantsOfPerson(me), body.scopes);
      if (beyond !== undefined) throw refuse('API_TOKEN_SCOPE_NOT_HELD', { permission: beyond });
      const now = Date.now();
      for (const token of tokensOf(me.id))
        if (endedAt(token) < now - ENDED_KEPT_DAYS * DAY_MS) mockDb.apiTokens.remove(token.id);
      if (tokensOf(me.id).filter((token) => stateOf(token, now) === 'ACTIVE').length >= MAX_API_TOKENS)
        throw refuse('API_TOKEN_LIMIT', { max: MAX_API_TOKENS });
      const secret = newApiTokenSecret();
      const token = mockDb.apiTokens.insert({
        userId: me.id,
        name: body.name,
        scopes: body.scopes,
        hint: apiTokenHint(secret),
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + body.expiresInDays * DAY_MS).toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      });
      tokenLog(me.id, activityMessage('API_TOKEN_CREATED', { name: token.name }));
      return { token: toApiToken(token, now), secret };
    },
    noContent,
  ),
  revokeApiToken: mockEndpoint(
    contract.apiTokens.revoke,
    ({ params }) => revokeTokenOf(actor(), params.id),
    noContent,
  ),
  userApiTokens: mockEndpoint(
    contract.apiTokens.ofUser,
    ({ params }) => tokensOf(personOf(params.id).id).map((token) => toApiToken(token)),
    () => [],
  ),
  revokeUserApiToken: mockEndpoint(
    contract.apiTokens.revokeOfUser,
    ({ params }) => revokeTokenOf(personOf(params.id), params.tokenId),
    noContent,
  ),
};
