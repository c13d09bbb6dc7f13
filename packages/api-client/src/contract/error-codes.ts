// Stable codes for the API's error answers (docs/api.md#error-codes). The English `message` stays
// as it is (the spec's clients read it); `code` says what went wrong in a form a client can
// translate, and `fieldCodes` does the same for each field's validation messages. The server and
// the mocks both build their error bodies with `errorBody`, so both answer the same codes.
import { COURIER_MESSAGES, ORDER_MESSAGES } from '../schemas/refusal-messages';

/** A code when nothing more specific is known, by HTTP status. */
const STATUS_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'NOT_ALLOWED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  412: 'VERSION_CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  507: 'STORAGE_FULL',
} as const;

/**
 * The answers that deserve a code of their own: the message (or its pattern, where it names a
 * record or a number) each one is sent with. The first match wins.
 */
const MESSAGE_CODES = [
  ['VALIDATION_FAILED', 'Validation failed'],
  // A bulk action's refusals (docs/api.md#bulk-actions).
  ['NOT_FOUND', 'Not found'],
  ['NOT_IN_MENU', 'Not in this menu'],
  ['EMAIL_EXISTS', 'A user with this email already exists'],
  ['EMAIL_TAKEN_SINCE', 'Another account uses this email now.'],
  ['PROFILE_EXISTS', 'A profile for this account already exists'],
  ['NO_PROFILE', 'No profile for this account. Register first.'],
  ['ACCOUNT_DELETED', 'This account was deleted by an administrator'],
  ['ADMIN_REQUIRED', 'Administrator role required'],
  ['LAST_ADMIN', 'The platform must keep at least one admin'],
  ['OWN_ROLE', 'You cannot change your own role'],
  ['OWN_ACCOUNT', 'You cannot delete your own account'],
  ['NOT_YOUR_RESTAURANT', 'You can only change your own restaurants'],
  ['RESTAURANT_HAS_ORDERS', 'This restaurant has orders and cannot be deleted. Mark it inactive instead.'],
  ['REPLY_NOT_YOURS', 'You can only reply to reviews of your own restaurants'],
  ['ORDER_NOT_YOURS', ORDER_MESSAGES.ownRestaurants],
  ['ORDER_COURIER_SCOPE', ORDER_MESSAGES.courierScope],
  ['ORDER_COURIER_REQUIRED', ORDER_MESSAGES.courierRequired],
  ['ORDER_COURIER_TAKEN', ORDER_MESSAGES.courierTaken],
  ['ORDER_CHANGED', ORDER_MESSAGES.courierChanged],
  ['ORDER_CHANGED', ORDER_MESSAGES.orderChanged],
  ['ORDER_COURIER_LOCKED', ORDER_MESSAGES.courierLocked],
  ['ORDER_NOTES_NOT_ALLOWED', ORDER_MESSAGES.notesForbidden],
  ['ORDER_MOVE_NOT_ALLOWED', /^This order is [a-z ]+ and cannot be moved to [a-z ]+$/],
  ['ORDER_MOVE_NOT_YOURS', /^You cannot move this order to [a-z ]+$/],
  ['COURIER_NOT_YOURS', COURIER_MESSAGES.notYours],
  ['VIEW_SHARE_ADMIN_ONLY', 'Only admins can share views'],
  ['VIEW_NOT_YOURS', 'Only its owner or an admin can change a shared view'],
  ['VIEW_LIMIT', /^You already have \d+ views of this list\. Delete one first\.$/],
  ['PARENT_DELETED', /^Restore the (restaurant|menu) first/],
  ['COLLISION', 'This change collided with another one at the same moment. Please try again.'],
  ['RECORD_EXISTS', 'This record already exists'],
  ['RECORD_REFERENCED', 'This record is referenced by other records or refers to a missing record'],
  ['DISH_NOT_YOURS', 'Restaurant accounts may only confirm changes to their own dishes'],
  ['ACCOUNT_MISMATCH', 'The uid does not match the signed-in account'],
  ['ACCOUNT_MISMATCH', 'The email does not match the signed-in account'],
  ['LIST_NOT_ALLOWED', 'You cannot open this list'],
  ['HISTORY_NOT_ALLOWED', /^Only admins and the owner can see this [a-z ]+'s history$/],
  ['IMAGE_TYPE', 'Only PNG, JPEG, GIF, WebP and AVIF images are accepted'],
  ['AUTH_UNAVAILABLE', 'Authentication service unavailable, please try again'],
  ['LIVE_UNAVAILABLE', 'Live updates are not available'],
  ['BUSY', /^The server is busy, please try again in \d+ seconds$/],
] as const satisfies ReadonlyArray<readonly [string, string | RegExp]>;

export type ApiErrorCode =
  (typeof STATUS_CODES)[keyof typeof STATUS_CODES] | (typeof MESSAGE_CODES)[number][0] | 'ERROR';

/** Every code an answer may carry, for clients that translate them (computed on call: the app needs none of it). */
export const apiErrorCodes = (): ApiErrorCode[] => [
  ...new Set<ApiErrorCode>([...Object.values(STATUS_CODES), ...MESSAGE_CODES.map(([code]) => code), 'ERROR']),
];

/** The code of an error answer: the message's own, else the status's. */
export function errorCodeOf(status: number, message: string): ApiErrorCode {
  for (const [code, match] of MESSAGE_CODES) {
    if (typeof match === 'string' ? match === message : match.test(message)) return code;
  }
  return STATUS_CODES[status as keyof typeof STATUS_CODES] ?? 'ERROR';
}

/**
 * The validation messages a person can meet in a form, by code (a pattern's named groups are the
 * message's parameters). A message not listed here gets `INVALID`: the field is wrong, the English
 * message says how.
 */
export const FIELD_MESSAGES = {
  NAME_REQUIRED: 'Name is required',
  NAME_TOO_LONG: 'Name is too long',
  NAME_CONTROL_CHARACTERS: 'Name must not contain control characters',
  FIRST_NAME_REQUIRED: 'First name is required',
  FIRST_NAME_TOO_LONG: 'First name is too long',
  FIRST_NAME_CONTROL_CHARACTERS: 'First name must not contain control characters',
  LAST_NAME_REQUIRED: 'Last name is required',
  LAST_NAME_TOO_LONG: 'Last name is too long',
  LAST_NAME_CONTROL_CHARACTERS: 'Last name must not contain control characters',
  PHONE_TOO_LONG: 'Phone is too long',
  PHONE_CONTROL_CHARACTERS: 'Phone must not contain control characters',
  ADDRESS_REQUIRED: 'Address is required',
  ADDRESS_TOO_LONG: 'Address is too long',
  LOGO_URL_INVALID: 'Logo URL must be a valid http(s) URL',
  IMAGE_URL_INVALID: 'Image URL must be a valid http(s) URL',
  PRICE_POSITIVE: 'Price must be positive',
  PRICE_TOO_HIGH: 'Price is too high',
  RESTAURANT_REQUIRED: 'Restaurant is required',
  RESTAURANT_NOT_FOUND: 'Restaurant not found',
  RESTAURANT_MISMATCH: 'Restaurant does not match the address',
  MENU_NOT_FOUND: 'Menu not found',
  MENU_MISMATCH: 'Menu does not match the address',
  OWNER_NOT_FOUND: 'Owner not found',
  OWNER_NOT_RESTAURANT: 'Owner must be a restaurant user',
  COURIER_NOT_FOUND: 'Courier not found',
  EMAIL_INVALID: 'Invalid email',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters',
  ROLE_INVALID: 'Invalid role',
  CATEGORY_INVALID: 'Invalid category',
  RATING_INVALID: 'Rating must be an integer from 1 to 5',
  TEXT_TOO_LONG: /^Must be at most (?<max>\d+) characters$/,
  REASON_REQUIRED: 'Reason is required',
  REASON_TOO_LONG: /^Reason must be at most (?<max>\d+) characters$/,
  NOTE_REQUIRED: 'Note is required',
  NOTE_TOO_LONG: /^Note must be at most (?<max>\d+) characters$/,
  REPLY_REQUIRED: 'Reply is required',
  REPLY_TOO_LONG: /^Reply must be at most (?<max>\d+) characters$/,
  SEARCH_REQUIRED: 'Enter text to search',
  SEARCH_TOO_LONG: /^Search text must be at most (?<max>\d+) characters$/,
  ROLE_REQUIRED: 'Role is required',
  DATES_TOGETHER: 'From and To go together',
  DATES_ORDER: 'To must not be before From',
  DATES_TOO_FAR: /^A range spans at most (?<max>\d+) days$/,
  IMAGE_REQUIRED: 'An image file is required',
  NUL_CHARACTER: 'Text must not contain NUL characters',
} as const satisfies Record<string, string | RegExp>;

export type FieldCode = keyof typeof FIELD_MESSAGES | 'INVALID';

/** A validation message as code and parameters: `Must be at most 300 characters` -> TEXT_TOO_LONG, {max: '300'}. */
export function describeFieldMessage(message: string): { code: FieldCode; params: Record<string, string> } {
  for (const [code, match] of Object.entries(FIELD_MESSAGES) as [FieldCode, string | RegExp][]) {
    if (typeof match === 'string') {
      if (match === message) return { code, params: {} };
      continue;
    }
    const found = match.exec(message);
    if (found) return { code, params: { ...found.groups } };
  }
  return { code: 'INVALID', params: {} };
}

/** The code of one validation message. */
export const fieldCodeOf = (message: string): FieldCode => describeFieldMessage(message).code;

export type ErrorBody = {
  message: string;
  code: ApiErrorCode;
  fieldErrors?: Record<string, string[]>;
  fieldCodes?: Record<string, FieldCode[]>;
};

/** The body of every error answer: the English message, its code and each field's codes. */
export function errorBody(
  status: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ErrorBody {
  const code = errorCodeOf(status, message);
  if (!fieldErrors) return { message, code };
  const fieldCodes = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(fieldCodeOf)]),
  );
  return { message, code, fieldErrors, fieldCodes };
}
