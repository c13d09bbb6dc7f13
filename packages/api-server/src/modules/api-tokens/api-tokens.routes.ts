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
import { apiTokenHash } from '../../auth/api-tokens';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity, type ActivityInput } from '../activity/record-activity';
import { displayName } from '../users/users.mapper';
import { findUserById } from '../users/users.repository';
import {
  countLiveTokens,
  findTokenOf,
  forgetEndedTokens,
  insertToken,
  lockTokensOf,
  revokeToken,
  tokensOf,
  type ApiTokenRow,
} from './api-tokens.repository';

/*
 * People's API tokens (docs/api.md#api-tokens): staff make, list and revoke their own; whoever holds
 * users.manage platform-wide (the edge asks it) lists and revokes anyone's. A token is made only by
 * a signed-in person (the contract's rule refuses these writes to a token), of permissions they
 * hold somewhere; its secret is answered once and only its hash is kept. Making and revoking one
 * are in the activity feed. Using one is the edge's (auth/access.ts).
 */

const stateOf = (row: ApiTokenRow, now: Date): ApiToken['state'] => {
  if (row.revokedAt !== null) return 'REVOKED';
  return row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
};

const toApiToken = (row: ApiTokenRow, now: Date): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  state: stateOf(row, now),
});

/** The feed's entry of a token made or revoked, about its person. */
const tokenEntry = (personId: number, message: ActivityMessage): ActivityInput => ({
  category: 'USER',
  actionType: 'API_TOKEN',
  ...message,
  entityId: personId,
});

/**
 * Revokes `person`'s token `tokenId` (404 unless it is theirs) and writes it to the feed as done by
 * `actor`; a token already revoked stays as it was, and nothing is written.
 */
async function revokeTokenOf(tx: Executor, actor: UserRow, person: UserRow, tokenId: number): Promise<void> {
  const token = await findTokenOf(tx, person.id, tokenId, true);
  if (token === undefined) throw notFound('API token not found');
  if (token.revokedAt !== null) return;
  await revokeToken(tx, token.id);
  const message =
    actor.id === person.id
      ? activityMessage('API_TOKEN_REVOKED', { name: token.name })
      : activityMessage('USER_API_TOKEN_REVOKED', { name: token.name, user: displayName(person) });
  await recordActivity(tx, actor, tokenEntry(person.id, message));
}

/** The account `id` (404 when there is none). */
async function personOf(db: Executor, id: number): Promise<UserRow> {
  const person = await findUserById(db, id);
  if (person === undefined) throw notFound('User not found');
  return person;
}

export function apiTokenRoutes({ db }: AppContext): Route[] {
  const listOf = async (userId: number) => {
    const now = new Date();
    return (await tokensOf(db, userId)).map((row) => toApiToken(row, now));
  };
  return [
    defineRoute(contract.apiTokens.mine, async ({ user }) => listOf(user.id)),

    defineRoute(contract.apiTokens.create, async ({ body, user }) => {
      const beyond = scopeOutOfReach(user.grants, body.scopes);
      if (beyond !== undefined) throw refuse('API_TOKEN_SCOPE_NOT_HELD', { permission: beyond });
      return runTransaction(db, async (tx) => {
        await lockTokensOf(tx, user.id);
        await forgetEndedTokens(tx, user.id);
        if ((await countLiveTokens(tx, user.id)) >= MAX_API_TOKENS)
          throw refuse('API_TOKEN_LIMIT', { max: MAX_API_TOKENS });
        const secret = newApiTokenSecret();
        const row = await insertToken(
          tx,
          {
            userId: user.id,
            name: body.name,
            scopes: body.scopes,
            tokenHash: apiTokenHash(secret),
            hint: apiTokenHint(secret),
          },
          body.expiresInDays,
        );
        await recordActivity(
          tx,
          user,
          tokenEntry(user.id, activityMessage('API_TOKEN_CREATED', { name: row.name })),
        );
        return { token: toApiToken(row, new Date()), secret };
      });
    }),

    defineRoute(contract.apiTokens.revoke, async ({ params, user }) => {
      await runTransaction(db, (tx) => revokeTokenOf(tx, user, user, params.id));
    }),

    defineRoute(contract.apiTokens.ofUser, async ({ params }) => listOf((await personOf(db, params.id)).id)),

    defineRoute(contract.apiTokens.revokeOfUser, async ({ params, user }) => {
      await runTransaction(db, async (tx) =>
        revokeTokenOf(tx, user, await personOf(tx, params.id), params.tokenId),
      );
    }),
  ];
}
