// Stable codes for the API's error answers (docs/api.md#error-codes). The English `message` stays
// as it is (the spec's clients read it); `code` says what went wrong in a form a client can
// translate, and `fieldCodes` does the same for each field's validation messages.
//
// Every refusal with a code of its own is declared once, in REFUSALS, with its status and message;
// the server and the mocks raise it by code (`refusal('OWN_ROLE')`, `refusalBody('VIEW_LIMIT',
// { max: 100 })`), so its code comes from the declaration, never from its text. Any other error
// answers its status's code.

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
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  507: 'STORAGE_FULL',
} as const;

/** One refusal: its status and its English message (a function of its parameters where it names a record or a number). */
type RefusalDeclaration = {
  readonly status: number;
  readonly message: string | ((params: never) => string);
};

/**
 * The refusals that have a code of their own, by code. A bulk action's refusals of a row (docs/api.md#bulk-actions)
 * are declared here too, with the status the same refusal of one row answers (409 for the bulk-only ones).
 */
export const REFUSALS = {
  VALIDATION_FAILED: { status: 400, message: 'Validation failed' },
  NOT_ALLOWED: { status: 403, message: 'You are not allowed to do this' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  NOT_IN_MENU: { status: 409, message: 'Not in this menu' },
  EMAIL_EXISTS: { status: 409, message: 'A user with this email already exists' },
  EMAIL_TAKEN_SINCE: { status: 409, message: 'Another account uses this email now.' },
  PROFILE_EXISTS: { status: 409, message: 'A profile for this account already exists' },
  NO_PROFILE: { status: 403, message: 'No profile for this account. Register first.' },
  ACCOUNT_DELETED: { status: 403, message: 'This account was deleted by an administrator' },
  ADMIN_REQUIRED: { status: 403, message: 'Administrator role required' },
  /** A platform permission the caller's platform-wide set lacks (the endpoint table's `permission`). */
  PERMISSION_REQUIRED: {
    status: 403,
    message: ({ permission }: { permission: string }) => `You need the ${permission} permission to do this`,
  },
  LAST_ADMIN: { status: 409, message: 'The platform must keep at least one admin' },
  OWN_ROLE: { status: 409, message: 'You cannot change your own role' },
  OWN_ACCOUNT: { status: 409, message: 'You cannot delete your own account' },
  NOT_YOUR_RESTAURANT: { status: 403, message: 'You can only change your own restaurants' },
  /** Team writes (docs/api.md#team). */
  TEAM_NOT_YOURS: { status: 403, message: 'You can only manage the team of restaurants you manage' },
  PERMISSION_OUT_OF_REACH: {
    status: 403,
    message: 'You can only give or take away permissions you hold on this restaurant',
  },
  OWN_MEMBERSHIP: { status: 409, message: 'You cannot change your own membership' },
  MEMBER_EXISTS: { status: 409, message: 'This person is already on the team' },
  PERMISSION_SET_BUILT_IN: { status: 409, message: 'Built-in permission sets cannot be changed' },
  PERMISSION_SET_IN_USE: {
    status: 409,
    message: 'People hold this set or are invited with it: give them another set first',
  },
  LAST_TEAM_MANAGER: { status: 409, message: 'The restaurant must keep someone who manages its team' },
  INVITATION_UNVERIFIED: { status: 403, message: 'Verify your email address to accept this invitation' },
  INVITATION_EXPIRED: { status: 409, message: 'This invitation has expired' },
  INVITATION_CLOSED: { status: 409, message: 'This invitation was revoked or already accepted' },
  INVITATION_ROLE: { status: 409, message: 'Courier and admin accounts cannot join a restaurant team' },
  /** Webhooks (docs/api.md#webhooks): an address that is, or resolves to, no public address. */
  WEBHOOK_URL_NOT_PUBLIC: {
    status: 400,
    message: 'This address is on a private or local network. Webhooks go to public https addresses only.',
  },
  WEBHOOK_URL_NOT_HTTPS: {
    status: 400,
    message: 'Webhooks go to https:// addresses only, without a user name or password.',
  },
  WEBHOOK_URL_UNRESOLVED: { status: 400, message: 'This host name does not resolve. Check the address.' },
  WEBHOOK_ENDPOINT_LIMIT: {
    status: 409,
    message: ({ max }: { max: number }) =>
      `The platform already has ${max} webhook endpoints. Delete one first.`,
  },
  /** Personal API tokens (docs/api.md#api-tokens): a scope the maker holds nowhere. */
  API_TOKEN_SCOPE_NOT_HELD: {
    status: 403,
    message: ({ permission }: { permission: string }) =>
      `You do not hold the ${permission} permission, so your tokens cannot have it`,
  },
  API_TOKEN_LIMIT: {
    status: 409,
    message: ({ max }: { max: number }) => `You already have ${max} API tokens. Revoke one first.`,
  },
  /** A call made with a token that no token may make (contract/api-tokens.ts#apiTokenRefusal). */
  API_TOKEN_CALL_NOT_ALLOWED: {
    status: 403,
    message: 'API tokens cannot make this call: sign in to do it',
  },
  /** A call asking a permission that is not among the token's scopes. */
  API_TOKEN_SCOPE_MISSING: {
    status: 403,
    message: ({ permission }: { permission: string }) =>
      `This API token does not have the ${permission} scope`,
  },
  /** A RESTAURANT user's create or update naming another owner (docs/api.md#who-may-do-what). */
  OWNER_ADMIN_ONLY: { status: 403, message: "Only admins can change a restaurant's owner" },
  RESTAURANT_HAS_ORDERS: {
    status: 409,
    message: 'This restaurant has orders and cannot be deleted. Mark it inactive instead.',
  },
  REPLY_NOT_YOURS: { status: 403, message: 'You can only reply to reviews of your own restaurants' },
  ORDER_NOT_YOURS: { status: 403, message: 'You can only work orders of your own restaurants' },
  ORDER_COURIER_SCOPE: {
    status: 403,
    message: 'Couriers see only orders ready for pick-up and their own deliveries',
  },
  ORDER_COURIER_REQUIRED: { status: 409, message: 'Assign a courier before the order is picked up' },
  ORDER_COURIER_TAKEN: { status: 409, message: 'Another courier has taken this order' },
  /** A move that lost its race: to another move, or (`what: 'courier'`) to a change of courier. */
  ORDER_CHANGED: {
    status: 409,
    message: ({ what }: { what: 'order' | 'courier' }) =>
      what === 'courier'
        ? 'The courier of this order changed at the same moment. Please try again.'
        : 'This order changed at the same moment. Please try again.',
  },
  ORDER_COURIER_LOCKED: { status: 409, message: 'The courier can change only until the order is picked up' },
  ORDER_NOTES_NOT_ALLOWED: {
    status: 403,
    message: "Only admins and the restaurant's owner add notes to an order",
  },
  /** `from` and `to` are the statuses' labels in lower case (`ready for pick-up`). */
  ORDER_MOVE_NOT_ALLOWED: {
    status: 409,
    message: ({ from, to }: { from: string; to: string }) =>
      `This order is ${from} and cannot be moved to ${to}`,
  },
  ORDER_MOVE_NOT_YOURS: {
    status: 403,
    message: ({ to }: { to: string }) => `You cannot move this order to ${to}`,
  },
  COURIER_NOT_YOURS: { status: 403, message: 'Couriers may only see and change their own availability' },
  VIEW_SHARE_ADMIN_ONLY: { status: 403, message: 'Only admins can share views' },
  VIEW_NOT_YOURS: { status: 403, message: 'Only its owner or an admin can change a shared view' },
  VIEW_LIMIT: {
    status: 409,
    message: ({ max }: { max: number }) => `You already have ${max} views of this list. Delete one first.`,
  },
  /** A restore while what the row belongs to is deleted: `This dish's menu is deleted. …`. */
  PARENT_DELETED: {
    status: 409,
    message: ({ kind, parent }: { kind: string; parent: string }) =>
      `This ${kind}'s ${parent} is deleted. Restore the ${parent} first.`,
  },
  /** A bulk row whose version is not the one the request named (If-Match per row): left as it is. */
  CHANGED_SINCE: { status: 412, message: 'Changed by someone else since; left as it is' },
  COLLISION: {
    status: 409,
    message: 'This change collided with another one at the same moment. Please try again.',
  },
  RECORD_EXISTS: { status: 409, message: 'This record already exists' },
  RECORD_REFERENCED: {
    status: 409,
    message: 'This record is referenced by other records or refers to a missing record',
  },
  DISH_NOT_YOURS: {
    status: 403,
    message: 'Restaurant accounts may only confirm changes to their own dishes',
  },
  ACCOUNT_MISMATCH: {
    status: 403,
    message: ({ field }: { field: 'uid' | 'email' }) => `The ${field} does not match the signed-in account`,
  },
  LIST_NOT_ALLOWED: { status: 403, message: 'You cannot open this list' },
  /** `what` is the record's kind in lower case (`restaurant`). */
  HISTORY_NOT_ALLOWED: {
    status: 403,
    message: ({ what }: { what: string }) => `Only admins and the owner can see this ${what}'s history`,
  },
  IMAGE_TYPE: { status: 415, message: 'Only PNG, JPEG, GIF, WebP and AVIF images are accepted' },
  /** A URL path longer than any the API or the app serves (the server's http/path-limit.ts). */
  URI_TOO_LONG: { status: 414, message: 'URL is too long' },
  // Placing an order (docs/api.md#placing-orders); the body says more (availability, dishIds).
  RESTAURANT_NOT_ACCEPTING: { status: 409, message: 'This restaurant is not taking orders now' },
  DISH_UNAVAILABLE: { status: 409, message: 'Some dishes cannot be ordered from this restaurant now' },
  OUTSIDE_DELIVERY_AREA: { status: 409, message: 'This restaurant does not deliver to this address' },
  /** `minimum` is the amount as a decimal (`15.00`). */
  BELOW_MINIMUM_ORDER: {
    status: 409,
    message: ({ minimum }: { minimum: string }) => `The minimum order here is ${minimum}`,
  },
  // Refunds (docs/api.md#refunds); the body's `limits` says what is left to refund.
  /** `refundable` is the amount as a decimal (`12.50`). */
  REFUND_EXCEEDS_REFUNDABLE: {
    status: 409,
    message: ({ refundable }: { refundable: string }) =>
      `This is more than is left to refund: at most ${refundable} in all, and per item what is left of it`,
  },
  DELIVERY_FEE_NOT_REFUNDABLE: {
    status: 409,
    message: 'The delivery fee is refunded already, or this order has none',
  },
  REFUND_NOTHING: { status: 409, message: 'This refund gives nothing back' },
  REFUND_WINDOW_CLOSED: {
    status: 409,
    message: ({ days }: { days: number }) => `Refunds close ${days} days after delivery`,
  },
  REFUND_NOT_PENDING: { status: 409, message: 'This refund waits for no approval any more' },
  REFUND_RESTAURANT_BEARS: {
    status: 403,
    message: "A restaurant refunds at its own cost: choose 'Restaurant'",
  },
  // An Idempotency-Key (docs/api.md#idempotency).
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was used for another request; use a new key for a new request',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still running; try again in a moment',
  },
  AUTH_UNAVAILABLE: { status: 503, message: 'Authentication service unavailable, please try again' },
  LIVE_UNAVAILABLE: { status: 503, message: 'Live updates are not available' },
  BUSY: {
    status: 503,
    message: ({ seconds }: { seconds: number }) =>
      `The server is busy, please try again in ${seconds} seconds`,
  },
} as const satisfies Record<string, RefusalDeclaration>;

export type RefusalCode = keyof typeof REFUSALS;

/** The parameters `refusal(code, …)` takes: none, or the object its message names. */
export type RefusalParams<C extends RefusalCode> = (typeof REFUSALS)[C]['message'] extends (
  params: infer P,
) => string
  ? [params: P]
  : [];

export type ApiErrorCode = (typeof STATUS_CODES)[keyof typeof STATUS_CODES] | RefusalCode | 'ERROR';

/** Every code an answer may carry, for clients that translate them (computed on call: the app needs none of it). */
export const apiErrorCodes = (): ApiErrorCode[] => [
  ...new Set<ApiErrorCode>([
    ...Object.values(STATUS_CODES),
    ...(Object.keys(REFUSALS) as RefusalCode[]),
    'ERROR',
  ]),
];

/** The code of an error nothing more specific was declared for: its status's. */
export const statusErrorCode = (status: number): ApiErrorCode =>
  STATUS_CODES[status as keyof typeof STATUS_CODES] ?? 'ERROR';

/** An error as it is answered: status, English message and code. */
export type Refusal = { status: number; message: string; code: ApiErrorCode };

/** The declared refusal `code`: its status, its message (with `params`) and the code itself. */
export function refusal<C extends RefusalCode>(code: C, ...params: RefusalParams<C>): Refusal & { code: C } {
  const { status, message } = REFUSALS[code] as RefusalDeclaration;
  const text = typeof message === 'string' ? message : (message as (params: unknown) => string)(params[0]);
  return { status, message: text, code };
}

/** An error without a declaration of its own (`Restaurant not found`): it answers its status's code. */
export const undeclaredRefusal = (status: number, message: string): Refusal => ({
  status,
  message,
  code: statusErrorCode(status),
});

/**
 * The validation messages a person can meet in a form, by code (a pattern's named groups are the
 * message's parameters). A message not listed here gets `INVALID`: the field is wrong, the English
 * message says how.
 */
export const FIELD_MESSAGES = {
  NAME_REQUIRED: 'Name is required',
  NAME_TOO_LONG: /^Name must be at most (?<max>\d+) characters$/,
  NAME_CONTROL_CHARACTERS: 'Name must not contain control characters',
  FIRST_NAME_REQUIRED: 'First name is required',
  FIRST_NAME_TOO_LONG: /^First name must be at most (?<max>\d+) characters$/,
  FIRST_NAME_CONTROL_CHARACTERS: 'First name must not contain control characters',
  LAST_NAME_REQUIRED: 'Last name is required',
  LAST_NAME_TOO_LONG: /^Last name must be at most (?<max>\d+) characters$/,
  LAST_NAME_CONTROL_CHARACTERS: 'Last name must not contain control characters',
  PHONE_TOO_LONG: /^Phone must be at most (?<max>\d+) characters$/,
  PHONE_FORMAT: /^Phone must be in international form, such as (?<example>\+[\d ]+)$/,
  PHONE_CONTROL_CHARACTERS: 'Phone must not contain control characters',
  ADDRESS_REQUIRED: 'Address is required',
  ADDRESS_TOO_LONG: /^Address must be at most (?<max>\d+) characters$/,
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
  MEMBER_NOT_FOUND: 'User not found',
  MEMBER_NOT_RESTAURANT: 'Only restaurant accounts can join a team',
  PERMISSION_SET_NOT_FOUND: 'Permission set not found',
  PERMISSION_SET_PLATFORM: 'This set holds platform-wide permissions',
  PERMISSION_SET_NAME_TAKEN: 'A permission set of this name exists',
  PERMISSIONS_REQUIRED: 'Choose at least one permission',
  PERMISSION_UNKNOWN: 'Unknown permission',
  DAYS_RANGE: /^Use a whole number of days from (?<min>\d+) to (?<max>\d+)$/,
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
  // A restaurant's operating rules (operations/operating-rules.ts).
  OPENING_TIME_FORMAT: 'Use a time such as 09:30',
  CLOSING_TIME_FORMAT: 'Use a time such as 22:00 (24:00 is midnight)',
  INTERVALS_TOO_MANY: /^At most (?<max>\d+) intervals a day$/,
  INTERVALS_OVERLAP: 'Intervals of one day must not overlap',
  WEEK_OVERLAP:
    /^(?<firstDay>[A-Z][a-z]+) (?<firstHours>\d\d:\d\d-\d\d:\d\d) and (?<secondDay>[A-Z][a-z]+) (?<secondHours>\d\d:\d\d-\d\d:\d\d) overlap$/,
  TIME_ZONE_INVALID: 'Choose a time zone such as Europe/Paris',
  WHOLE_MINUTES: 'Use whole minutes',
  MINUTES_NEGATIVE: 'At least 0 minutes',
  TIMEOUT_NEGATIVE: 'At least 0 minutes (0: off)',
  MINUTES_TOO_MANY: /^At most (?<max>\d+) minutes$/,
  DATE_FORMAT: 'Use a date such as 2026-12-24',
  DATE_MISSING: 'This date does not exist',
  CLOSURE_REASON_REQUIRED: 'Say why it is closed',
  CLOSURE_ORDER: 'The closure must end on or after its first day',
  EXCEPTION_DUPLICATE: 'One exception per date',
  PAUSE_REASON_REQUIRED: 'Choose a reason',
  PAUSE_END_FORMAT: 'Use a date and time',
  PAUSE_END_PAST: 'The pause must end in the future',
  PAUSE_TOO_LONG: /^At most (?<max>\d+) days: a longer stop is a closure$/,
  // Orders and delivery (operations/operating-rules.ts, delivery-zones.ts).
  MINUTES_TOO_FEW: 'At least 1 minute',
  WHOLE_NUMBER: 'Use a whole number',
  BUSY_FROM_NEGATIVE: 'At least 0 (0: never)',
  NUMBER_TOO_HIGH: /^At most (?<max>\d+)$/,
  AMOUNT_CENTS: 'Use an amount in cents',
  AMOUNT_NEGATIVE: 'At least 0',
  AMOUNT_TOO_HIGH: 'This amount is too high',
  NUMBER_REQUIRED: 'Use a number',
  LATITUDE_RANGE: 'Latitude is between -90 and 90',
  LONGITUDE_RANGE: 'Longitude is between -180 and 180',
  LOCATION_REQUIRED: 'Set the location: radius zones are measured from it',
  ZONE_NAME_DUPLICATE: 'One zone per name',
  ZONES_TOO_MANY: /^At most (?<max>\d+) zones$/,
  ZONE_KIND: 'Choose a radius or a polygon',
  RADIUS_WHOLE: 'Use whole metres',
  RADIUS_TOO_SMALL: /^At least (?<min>\d+) metres$/,
  RADIUS_TOO_LARGE: /^At most (?<max>\d+) metres$/,
  PRIORITY_RANGE: 'Priority is from 1 to 100',
  POLYGON_TYPE: 'Use a GeoJSON Polygon',
  POLYGON_POSITION: 'A position is [longitude, latitude]',
  POLYGON_ONE_RING: 'One outer ring, without holes',
  POLYGON_OPEN: 'The ring must end where it starts',
  POLYGON_TOO_FEW: 'A polygon needs at least 3 points',
  POLYGON_TOO_MANY: /^At most (?<max>\d+) points$/,
  POLYGON_CROSSES: 'The polygon must not cross itself',
  // Refunds (money/refunds.ts).
  REFUND_QUANTITY_MIN: 'Refund at least 1 of an item',
  REFUND_AMOUNT_MIN: 'Refund at least 0.01',
  REFUND_BEARER: 'Choose who bears the cost',
  REFUND_METHOD: 'Choose how the money goes back',
  REFUND_ONE_WAY: 'Refund by items or by amount, not both',
  REFUND_SOMETHING: 'Choose items, an amount or the delivery fee',
  REFUND_NOTE_REQUIRED: 'Say why in a note',
  REFUND_LINE_DUPLICATE: 'One line per item',
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

/** The body of an error answer: the English message, its code and each field's codes. */
export function bodyOf(error: Refusal, fieldErrors?: Record<string, string[]>): ErrorBody {
  const { message, code } = error;
  if (!fieldErrors) return { message, code };
  const fieldCodes = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(fieldCodeOf)]),
  );
  return { message, code, fieldErrors, fieldCodes };
}

/** The body of the declared refusal `code` (`refusalBody('OWN_ROLE')`). */
export const refusalBody = <C extends RefusalCode>(code: C, ...params: RefusalParams<C>): ErrorBody =>
  bodyOf(refusal(code, ...params));

/** The 400 `Validation failed` with each field's messages and codes. */
export const validationErrorBody = (fieldErrors: Record<string, string[]>): ErrorBody =>
  bodyOf(refusal('VALIDATION_FAILED'), fieldErrors);

/** The body of an error without a declaration of its own: the message and its status's code. */
export const errorBody = (status: number, message: string): ErrorBody =>
  bodyOf(undeclaredRefusal(status, message));
