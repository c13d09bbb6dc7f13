import {
  ADMIN_ONLY,
  ANY_ROLE,
  apiTokenRefusal,
  CUSTOMER_ONLY,
  grantsWithin,
  isApiTokenSecret,
  ORDER_STAFF,
  platformPermissionRefusal,
  platformRefusalOf,
  refusal,
  ROLES,
  STAFF,
  undeclaredRefusal,
  type ApiTokenRefusal,
  type EndpointDefinition,
  type Permission,
  type PlatformRefusal,
  type Refusal,
  type Role,
} from '@food-admin/api-client';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, refuse } from '../http/errors';
import { sessionRefusal } from './account-states';
import { apiTokenSession, noteApiTokenUsed, useApiToken, type ApiTokenUse } from './api-tokens';
import { findCaller } from './caller';
import { downloadTokenOf, useDownloadLink } from './download-links';
import { noteSeen } from './last-seen';
import type { SignedInUser } from './permissions';
import type { VerifiedToken } from './token-verifier';
import { bearerOf, requireToken, sessionRefused } from './token';

/**
 * What the edge learned about the caller: nothing (public), the token, or the token and the
 * profile; and, for a call made with an API token, which token (its person's grants in `user` are
 * then narrowed to its scopes).
 */
export type Caller = { token?: VerifiedToken; user?: SignedInUser; apiToken?: ApiTokenUse };

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

const roleRequired = (message: string) => undeclaredRefusal(403, message);

/**
 * The 403 of each role set the contract uses (contract/access.ts); undefined means any profile
 * will do. A role set missing here has no 403, and the app refuses to start. Only ADMIN_REQUIRED
 * has a code of its own; the others answer NOT_ALLOWED.
 */
const ROLE_SETS: readonly { roles: readonly Role[]; refusal: Refusal | undefined }[] = [
  { roles: ANY_ROLE, refusal: undefined },
  { roles: STAFF, refusal: roleRequired('Administrator or restaurant role required') },
  { roles: ADMIN_ONLY, refusal: refusal('ADMIN_REQUIRED') },
  { roles: CUSTOMER_ONLY, refusal: roleRequired('Customer role required') },
  { roles: ORDER_STAFF, refusal: roleRequired('Administrator, restaurant or courier role required') },
];

function roleSetOf(roles: readonly Role[]) {
  return ROLE_SETS.find((set) => sameRoles(set.roles, roles));
}

/** Why an `access` value cannot be enforced, or undefined when it can (checked at registration). */
export function accessProblem(access: unknown): string | undefined {
  if (access === 'public' || access === 'token') return undefined;
  if (access === undefined) return 'has no access rule';
  if (!Array.isArray(access) || access.some((role) => !ROLES.includes(role as Role))) {
    return `has an unknown access rule ${JSON.stringify(access)}`;
  }
  return roleSetOf(access as Role[])
    ? undefined
    : `has a role set without a 403 message: ${access.join(', ')}`;
}

/**
 * The 403 of a platform permission the caller lacks: the spec's "Administrator role required" for
 * a person who is no platform staff at all (a restaurant account), and PERMISSION_REQUIRED, naming
 * the permission, for platform staff whose set lacks it.
 */
export function platformRefusal(user: Pick<SignedInUser, 'grants'>, permission: Permission): HttpError {
  return refusalError(platformRefusalOf(user.grants, permission));
}

const refusalError = (refused: PlatformRefusal) =>
  refused.code === 'ADMIN_REQUIRED'
    ? refuse(refused.code)
    : refuse(refused.code, { permission: refused.permission });

const apiTokenRefusalError = (refused: ApiTokenRefusal) =>
  refused.code === 'API_TOKEN_CALL_NOT_ALLOWED'
    ? refuse(refused.code)
    : refuse(refused.code, { permission: refused.permission });

/**
 * Authenticates and authorises one request for its endpoint's `access` and, when the endpoint asks
 * for one platform-wide, its `permission` (restaurant permissions are the handler's: it knows the
 * row). Roles and grants come from our database (the users row whose uid is the token's, with its
 * memberships), never from the token, and so do revocations: the same query reads the account's
 * recorded sessions (account_states, kept current by auth/session-watch.ts), so no request waits
 * for the identity provider, and when the person was last seen (noted again every few minutes).
 * An export opened through a download link (auth/download-links.ts) carries the link's token
 * instead of a bearer token and is the session that asked for it; a bearer API token stands for
 * its person (see authenticateApiToken).
 * Throws 401/403/503 with the API's messages.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  definition: Pick<EndpointDefinition, 'access' | 'permission' | 'method' | 'response'>,
): Promise<Caller> {
  const { access, permission } = definition;
  if (access === 'public') return {};
  const bearer = bearerOf(request);
  if (bearer !== undefined && isApiTokenSecret(bearer))
    return authenticateApiToken(ctx, request, definition, bearer);
  const linkToken = downloadTokenOf(request, definition);
  const token =
    linkToken === undefined
      ? await requireToken(ctx.verifyIdToken, request)
      : await useDownloadLink(ctx.db, request, linkToken);
  if (linkToken === undefined) ctx.sessionWatch.seen(token);
  const { user, account, lastSeenAt } = await findCaller(ctx.db, token.uid);
  const refused = sessionRefusal(account, token.authTimeMs);
  if (refused !== undefined) throw sessionRefused(request, refused);
  if (access === 'token') return { token };
  if (user === undefined) throw refuse('NO_PROFILE');
  await noteSeen(ctx.db, user.id, lastSeenAt, new Date());
  assertAdmitted(user, { access, permission });
  return { token, user };
}

/**
 * A call made with an API token (docs/api.md#api-tokens): its person is the caller, refused as their
 * sessions are (the token counts as signed in when it was made), for the calls the contract lets a
 * token make (apiTokenRefusal), then admitted as any caller with their grants narrowed to the
 * token's scopes, which every later check (the edge's, the handler's) reads.
 */
async function authenticateApiToken(
  ctx: AppContext,
  request: FastifyRequest,
  definition: Pick<EndpointDefinition, 'access' | 'permission' | 'method'>,
  secret: string,
): Promise<Caller> {
  const now = new Date();
  const { user, account, lastSeenAt, apiToken } = await useApiToken(ctx.db, request, secret, now);
  const token = apiTokenSession(user.uid, apiToken, now);
  // The identity provider's word on the account (disabled there) reaches its tokens too.
  ctx.sessionWatch.seen(token);
  const refused = sessionRefusal(account, token.authTimeMs);
  if (refused !== undefined) throw sessionRefused(request, refused);
  await noteApiTokenUsed(ctx.db, apiToken, now);
  const denied = apiTokenRefusal(definition, user.role, apiToken.scopes);
  if (denied !== undefined) throw apiTokenRefusalError(denied);
  const used = { id: apiToken.id, scopes: apiToken.scopes };
  if (definition.access === 'token') return { token, apiToken: used };
  await noteSeen(ctx.db, user.id, lastSeenAt, now);
  const scoped = { ...user, grants: grantsWithin(user.grants, apiToken.scopes) };
  assertAdmitted(scoped, definition);
  return { token, user: scoped, apiToken: used };
}

/**
 * Throws the edge's 403 unless `user` gets past an entry's roles and platform-wide permission: the
 * check of every request, and of a download link's export when the link is asked for.
 */
export function assertAdmitted(
  user: SignedInUser,
  { access, permission }: Pick<EndpointDefinition, 'access' | 'permission'>,
): void {
  if (typeof access === 'string') return;
  const denied = platformPermissionRefusal({ access, permission }, user.role, user.grants);
  if (denied !== undefined) throw refusalError(denied);
  if (!access.includes(user.role)) throw HttpError.of(roleSetOf(access)?.refusal ?? refusal('NOT_ALLOWED'));
}
