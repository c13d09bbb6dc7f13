import * as v from 'valibot';
import { MAX_API_TOKEN_DAYS } from '../contract/api-tokens';
import { PERMISSIONS } from '../contract/permissions';
import { NameSchema } from './common';
import { PermissionChoiceSchema } from './team';

/*
 * Personal API tokens as the API answers and takes them (docs/api.md#api-tokens). A token's secret
 * is answered once, when it is made; lists show its `hint` instead.
 */

export const MAX_API_TOKEN_NAME_LENGTH = 100;

/** Live until it expires or is revoked, whichever comes first. */
export const API_TOKEN_STATES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];

export const ApiTokenSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The permissions the token may use (of those its person holds). */
  scopes: v.array(v.picklist(PERMISSIONS)),
  /** The secret's prefix and first characters (`fa_pat_Ab3x`), to recognise it. */
  hint: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
  /** When a call last used it (noted at most once a minute); null if never. */
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
  state: v.picklist(API_TOKEN_STATES),
});
export type ApiToken = v.InferOutput<typeof ApiTokenSchema>;

const daysMessage = `Use a whole number of days from 1 to ${MAX_API_TOKEN_DAYS}`;

export const ApiTokenInputSchema = v.object({
  name: NameSchema(MAX_API_TOKEN_NAME_LENGTH),
  scopes: PermissionChoiceSchema,
  expiresInDays: v.pipe(
    v.number(daysMessage),
    v.integer(daysMessage),
    v.minValue(1, daysMessage),
    v.maxValue(MAX_API_TOKEN_DAYS, daysMessage),
  ),
});
export type ApiTokenInput = v.InferOutput<typeof ApiTokenInputSchema>;

/** A new token, and its secret: shown in this answer only, never again. */
export const CreatedApiTokenSchema = v.object({
  token: ApiTokenSchema,
  secret: v.string(),
});
export type CreatedApiToken = v.InferOutput<typeof CreatedApiTokenSchema>;
