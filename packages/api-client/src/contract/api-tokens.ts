import type { Role } from '../schemas/user';
import { STAFF } from './access';
import type { EndpointDefinition } from './endpoint';
import { reachesNone, reachOf, type Grants, type Permission } from './permissions';

/*
 * Personal API tokens (docs/api.md#api-tokens): a secret a staff person makes for a script, sent
 * as `Authorization: Bearer fa_pat_…` in place of a Firebase ID token. The token acts as its person
 * with their grants narrowed to its scopes, and only for the calls this file's rule lets it make.
 * The server's edge and the mocks read these declarations; the server alone keeps the secrets
 * (only their SHA-256).
 */

/** What every secret starts with: a prefix secret scanners can be told to look for. */
export const API_TOKEN_PREFIX = 'fa_pat_';

/** A secret as made: the prefix, then 32 random bytes in base64url (43 characters). */
export const API_TOKEN_PATTERN = /^fa_pat_[A-Za-z0-9_-]{43}$/;

/** How many characters after the prefix a token's `hint` shows, to recognise it in a list. */
const HINT_CHARACTERS = 4;

/** A person keeps at most this many live (neither revoked nor expired) tokens. */
export const MAX_API_TOKENS = 50;

/** A token lives 1 to this many days (`expiresInDays`). */
export const MAX_API_TOKEN_DAYS = 365;

/** Whether a bearer value is an API token rather than a Firebase ID token (decided by its prefix). */
export const isApiTokenSecret = (bearer: string): boolean => bearer.startsWith(API_TOKEN_PREFIX);

/** A new secret: the prefix and 32 bytes from the platform's cryptographic random source. */
export function newApiTokenSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return API_TOKEN_PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What a list shows of a secret: the prefix and its first few characters (`fa_pat_Ab3x`). */
export const apiTokenHint = (secret: string): string =>
  secret.slice(0, API_TOKEN_PREFIX.length + HINT_CHARACTERS);

/**
 * The first of `scopes` the person holding `grants` holds nowhere (platform-wide, as an owner, or on
 * some restaurant through a membership), or undefined when they hold each somewhere: a token never
 * has a permission its person could not use.
 */
export const scopeOutOfReach = (grants: Grants, scopes: readonly Permission[]): Permission | undefined =>
  scopes.find((scope) => reachesNone(reachOf(grants, scope)));

/**
 * The grants a token of `scopes` acts with: its person's, each place's set kept to the scopes. What
 * the person loses applies to their tokens at once; what they gain reaches a token only within its
 * scopes.
 */
export function grantsWithin(grants: Grants, scopes: readonly Permission[]): Grants {
  const keep = (held: ReadonlySet<Permission>) =>
    new Set([...held].filter((permission) => scopes.includes(permission)));
  return {
    platform: keep(grants.platform),
    owned: keep(grants.owned),
    restaurants: new Map([...grants.restaurants].map(([id, held]) => [id, keep(held)])),
  };
}

/**
 * Whether a token may make an endpoint's call at all, given the scope it asks: a call open to staff
 * (the roles that make tokens) that is a read, or that declares the permission it asks. A write
 * without a declared permission (the profile, saved views, download links, the tokens' own
 * endpoints: a token never makes tokens) is for a signed-in person only.
 */
export function apiTokensMayCall({
  access,
  method,
  permission,
}: Pick<EndpointDefinition, 'access' | 'method' | 'permission'>): boolean {
  const staffMay = access === 'token' || (Array.isArray(access) && access.some((role) => isStaff(role)));
  return staffMay && (method === 'GET' || permission !== undefined);
}

const isStaff = (role: Role) => (STAFF as readonly Role[]).includes(role);

export type ApiTokenRefusal =
  { code: 'API_TOKEN_CALL_NOT_ALLOWED' } | { code: 'API_TOKEN_SCOPE_MISSING'; permission: Permission };

/**
 * How the edge refuses a call made with a token of `scopes` whose person has `role`, or undefined
 * when the token may make it (its roles and permissions are then checked as for any caller, with
 * the narrowed grants): a token acts for staff only (a person whose role changed since holds none
 * of its rights), makes only the calls above, and a call that declares a permission only when that
 * permission is one of its scopes. The one rule of the server's edge (auth/access.ts).
 */
export function apiTokenRefusal(
  definition: Pick<EndpointDefinition, 'access' | 'method' | 'permission'>,
  role: Role,
  scopes: readonly Permission[],
): ApiTokenRefusal | undefined {
  if (!isStaff(role) || !apiTokensMayCall(definition)) return { code: 'API_TOKEN_CALL_NOT_ALLOWED' };
  const asked = definition.permission?.name;
  if (asked === undefined || scopes.includes(asked)) return undefined;
  return { code: 'API_TOKEN_SCOPE_MISSING', permission: asked };
}
