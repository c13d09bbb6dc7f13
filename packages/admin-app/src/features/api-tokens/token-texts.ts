import { PERMISSIONS, type ApiToken, type ApiTokenState, type Permission } from '@food-admin/api-client';
import type { BadgeTone } from '@food-admin/ui';
import { messages as permissionMessages } from '@/i18n/compiled/en/permissionSets';
import type { messages } from '@/i18n/compiled/en/apiTokens';
import { useLocale, useT } from '@/i18n/locale-provider';
import { PERMISSION_TEXTS } from '@/features/permission-sets';

type Key = keyof typeof messages;

const DAY_MS = 86_400_000;

/** How long a new token lives, one click each (docs/api.md#api-tokens: 1 to 365 days). */
export const EXPIRY_PRESETS = [7, 30, 90, 365] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];
/** What the dialog starts with: a quarter, long enough for a script, short enough to be renewed. */
export const DEFAULT_EXPIRY_DAYS: ExpiryPreset = 90;

/** A live token this close to its end is flagged in the list. */
const EXPIRING_DAYS = 7;

/** Each state's name and its badge's tone. */
export const STATE_TEXTS = {
  ACTIVE: 'apiTokens.state.ACTIVE',
  EXPIRED: 'apiTokens.state.EXPIRED',
  REVOKED: 'apiTokens.state.REVOKED',
} as const satisfies Record<ApiTokenState, Key>;

export const STATE_TONES = {
  ACTIVE: 'success',
  EXPIRED: 'warning',
  REVOKED: 'neutral',
} as const satisfies Record<ApiTokenState, BadgeTone>;

/**
 * The whole days a live token has left when it ends within a week (at least 1: "in 1 day" for the
 * last hours), or undefined: the list flags only those.
 */
export function daysLeftIfExpiring(
  token: Pick<ApiToken, 'state' | 'expiresAt'>,
  now: number,
): number | undefined {
  if (token.state !== 'ACTIVE') return undefined;
  const left = Date.parse(token.expiresAt) - now;
  if (Number.isNaN(left) || left > EXPIRING_DAYS * DAY_MS) return undefined;
  return Math.max(1, Math.ceil(left / DAY_MS));
}

/** When a token made now for `days` ends, as an ISO timestamp (what the server will answer, to the second). */
export const expiryOf = (days: number, now: number): string => new Date(now + days * DAY_MS).toISOString();

/** A permission's name and its line on what it allows, as the Permission sets page words them. */
export function usePermissionTexts(): {
  name: (permission: Permission) => string;
  hint: (permission: Permission) => string;
} {
  const t = useT(permissionMessages);
  return {
    name: (permission) => t(PERMISSION_TEXTS[permission][0]),
    hint: (permission) => t(PERMISSION_TEXTS[permission][1]),
  };
}

/** A token's scopes in the catalogue's order (as the API answers them, whatever order it is given). */
export const inCatalogueOrder = (scopes: readonly Permission[]): Permission[] =>
  PERMISSIONS.filter((permission) => scopes.includes(permission));

const listFormats = new Map<string, Intl.ListFormat>();

/** Names as a list in the reader's language: "View orders, Handle orders and Refund orders". */
export function useListFormat(): (names: readonly string[]) => string {
  const { locale } = useLocale();
  let format = listFormats.get(locale);
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  const made = format;
  return (names) => made.format(names);
}
