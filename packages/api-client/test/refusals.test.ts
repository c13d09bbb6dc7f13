// The catalogue of refusals (contract/error-codes.ts, docs/api.md#error-codes): each refusal is
// declared once with its code, status and English message, and its code is never read from the
// text. The spec's clients read `message`, so the texts are pinned here byte for byte.
import { describe, expect, it } from 'vitest';
import { REFUSALS, refusal, statusErrorCode, type RefusalCode, type RefusalParams } from '../src';

/** Codes whose message names a record or a number, with parameters that reach every wording. */
type ParamCode = { [C in RefusalCode]: RefusalParams<C> extends [] ? never : C }[RefusalCode];
const EXAMPLES: { [C in ParamCode]: Array<RefusalParams<C>[0]> } = {
  PERMISSION_REQUIRED: [{ permission: 'users.manage' }],
  ORDER_CHANGED: [{ what: 'order' }, { what: 'courier' }],
  ORDER_MOVE_NOT_ALLOWED: [{ from: 'delivered', to: 'ready for pick-up' }],
  ORDER_MOVE_NOT_YOURS: [{ to: 'picked up' }],
  VIEW_LIMIT: [{ max: 100 }],
  PARENT_DELETED: [
    { kind: 'menu', parent: 'restaurant' },
    { kind: 'dish', parent: 'menu' },
    { kind: 'review', parent: 'restaurant' },
  ],
  ACCOUNT_MISMATCH: [{ field: 'uid' }, { field: 'email' }],
  HISTORY_NOT_ALLOWED: [{ what: 'restaurant' }],
  BUSY: [{ seconds: 10 }],
  BELOW_MINIMUM_ORDER: [{ minimum: '15.00' }],
  REFUND_EXCEEDS_REFUNDABLE: [{ refundable: '12.50' }],
  REFUND_WINDOW_CLOSED: [{ days: 30 }],
  WEBHOOK_ENDPOINT_LIMIT: [{ max: 50 }],
  API_TOKEN_SCOPE_NOT_HELD: [{ permission: 'refunds.approve' }],
  API_TOKEN_LIMIT: [{ max: 50 }],
  API_TOKEN_SCOPE_MISSING: [{ permission: 'orders.view' }],
};

const PINNED: Record<string, [status: number, ...messages: string[]]> = {
  VALIDATION_FAILED: [400, 'Validation failed'],
  NOT_ALLOWED: [403, 'You are not allowed to do this'],
  NOT_FOUND: [404, 'Not found'],
  NOT_IN_MENU: [409, 'Not in this menu'],
  EMAIL_EXISTS: [409, 'A user with this email already exists'],
  EMAIL_TAKEN_SINCE: [409, 'Another account uses this email now.'],
  PROFILE_EXISTS: [409, 'A profile for this account already exists'],
  NO_PROFILE: [403, 'No profile for this account. Register first.'],
  ACCOUNT_DELETED: [403, 'This account was deleted by an administrator'],
  ADMIN_REQUIRED: [403, 'Administrator role required'],
  PERMISSION_REQUIRED: [403, 'You need the users.manage permission to do this'],
  LAST_ADMIN: [409, 'The platform must keep at least one admin'],
  OWN_ROLE: [409, 'You cannot change your own role'],
  OWN_ACCOUNT: [409, 'You cannot delete your own account'],
  NOT_YOUR_RESTAURANT: [403, 'You can only change your own restaurants'],
  TEAM_NOT_YOURS: [403, 'You can only manage the team of restaurants you manage'],
  PERMISSION_OUT_OF_REACH: [403, 'You can only give or take away permissions you hold on this restaurant'],
  OWN_MEMBERSHIP: [409, 'You cannot change your own membership'],
  MEMBER_EXISTS: [409, 'This person is already on the team'],
  PERMISSION_SET_BUILT_IN: [409, 'Built-in permission sets cannot be changed'],
  PERMISSION_SET_IN_USE: [409, 'People hold this set or are invited with it: give them another set first'],
  LAST_TEAM_MANAGER: [409, 'The restaurant must keep someone who manages its team'],
  INVITATION_UNVERIFIED: [403, 'Verify your email address to accept this invitation'],
  INVITATION_EXPIRED: [409, 'This invitation has expired'],
  INVITATION_CLOSED: [409, 'This invitation was revoked or already accepted'],
  INVITATION_ROLE: [409, 'Courier and admin accounts cannot join a restaurant team'],
  API_TOKEN_SCOPE_NOT_HELD: [
    403,
    'You do not hold the refunds.approve permission, so your tokens cannot have it',
  ],
  API_TOKEN_LIMIT: [409, 'You already have 50 API tokens. Revoke one first.'],
  WEBHOOK_URL_NOT_PUBLIC: [
    400,
    'This address is on a private or local network. Webhooks go to public https addresses only.',
  ],
  WEBHOOK_URL_NOT_HTTPS: [400, 'Webhooks go to https:// addresses only, without a user name or password.'],
  WEBHOOK_URL_UNRESOLVED: [400, 'This host name does not resolve. Check the address.'],
  WEBHOOK_ENDPOINT_LIMIT: [409, 'The platform already has 50 webhook endpoints. Delete one first.'],
  API_TOKEN_CALL_NOT_ALLOWED: [403, 'API tokens cannot make this call: sign in to do it'],
  API_TOKEN_SCOPE_MISSING: [403, 'This API token does not have the orders.view scope'],
  OWNER_ADMIN_ONLY: [403, "Only admins can change a restaurant's owner"],
  RESTAURANT_HAS_ORDERS: [409, 'This restaurant has orders and cannot be deleted. Mark it inactive instead.'],
  REPLY_NOT_YOURS: [403, 'You can only reply to reviews of your own restaurants'],
  ORDER_NOT_YOURS: [403, 'You can only work orders of your own restaurants'],
  ORDER_COURIER_SCOPE: [403, 'Couriers see only orders ready for pick-up and their own deliveries'],
  ORDER_COURIER_REQUIRED: [409, 'Assign a courier before the order is picked up'],
  ORDER_COURIER_TAKEN: [409, 'Another courier has taken this order'],
  ORDER_COURIER_LOCKED: [409, 'The courier can change only until the order is picked up'],
  ORDER_NOTES_NOT_ALLOWED: [403, "Only admins and the restaurant's owner add notes to an order"],
  COURIER_NOT_YOURS: [403, 'Couriers may only see and change their own availability'],
  VIEW_SHARE_ADMIN_ONLY: [403, 'Only admins can share views'],
  VIEW_NOT_YOURS: [403, 'Only its owner or an admin can change a shared view'],
  CHANGED_SINCE: [412, 'Changed by someone else since; left as it is'],
  COLLISION: [409, 'This change collided with another one at the same moment. Please try again.'],
  RECORD_EXISTS: [409, 'This record already exists'],
  RECORD_REFERENCED: [409, 'This record is referenced by other records or refers to a missing record'],
  DISH_NOT_YOURS: [403, 'Restaurant accounts may only confirm changes to their own dishes'],
  LIST_NOT_ALLOWED: [403, 'You cannot open this list'],
  IMAGE_TYPE: [415, 'Only PNG, JPEG, GIF, WebP and AVIF images are accepted'],
  URI_TOO_LONG: [414, 'URL is too long'],
  RESTAURANT_NOT_ACCEPTING: [409, 'This restaurant is not taking orders now'],
  DISH_UNAVAILABLE: [409, 'Some dishes cannot be ordered from this restaurant now'],
  OUTSIDE_DELIVERY_AREA: [409, 'This restaurant does not deliver to this address'],
  BELOW_MINIMUM_ORDER: [409, 'The minimum order here is 15.00'],
  REFUND_EXCEEDS_REFUNDABLE: [
    409,
    'This is more than is left to refund: at most 12.50 in all, and per item what is left of it',
  ],
  DELIVERY_FEE_NOT_REFUNDABLE: [409, 'The delivery fee is refunded already, or this order has none'],
  REFUND_NOTHING: [409, 'This refund gives nothing back'],
  REFUND_WINDOW_CLOSED: [409, 'Refunds close 30 days after delivery'],
  REFUND_NOT_PENDING: [409, 'This refund waits for no approval any more'],
  REFUND_RESTAURANT_BEARS: [403, "A restaurant refunds at its own cost: choose 'Restaurant'"],
  IDEMPOTENCY_KEY_REUSED: [
    422,
    'This Idempotency-Key was used for another request; use a new key for a new request',
  ],
  IDEMPOTENCY_IN_PROGRESS: [
    409,
    'A request with this Idempotency-Key is still running; try again in a moment',
  ],
  AUTH_UNAVAILABLE: [503, 'Authentication service unavailable, please try again'],
  LIVE_UNAVAILABLE: [503, 'Live updates are not available'],
  ORDER_CHANGED: [
    409,
    'This order changed at the same moment. Please try again.',
    'The courier of this order changed at the same moment. Please try again.',
  ],
  ORDER_MOVE_NOT_ALLOWED: [409, 'This order is delivered and cannot be moved to ready for pick-up'],
  ORDER_MOVE_NOT_YOURS: [403, 'You cannot move this order to picked up'],
  VIEW_LIMIT: [409, 'You already have 100 views of this list. Delete one first.'],
  PARENT_DELETED: [
    409,
    "This menu's restaurant is deleted. Restore the restaurant first.",
    "This dish's menu is deleted. Restore the menu first.",
    "This review's restaurant is deleted. Restore the restaurant first.",
  ],
  ACCOUNT_MISMATCH: [
    403,
    'The uid does not match the signed-in account',
    'The email does not match the signed-in account',
  ],
  HISTORY_NOT_ALLOWED: [403, "Only admins and the owner can see this restaurant's history"],
  BUSY: [503, 'The server is busy, please try again in 10 seconds'],
};

/** Every declaration's answers: one per wording. */
function declaredAnswers(): Array<{ code: RefusalCode; status: number; message: string; answered: string }> {
  return (Object.keys(REFUSALS) as RefusalCode[]).flatMap((code) => {
    const examples = (EXAMPLES as Record<string, unknown[]>)[code] ?? [undefined];
    return examples.map((params) => {
      const answer = (refusal as (code: RefusalCode, params?: unknown) => ReturnType<typeof refusal>)(
        code,
        params,
      );
      return { code, status: answer.status, message: answer.message, answered: answer.code };
    });
  });
}

describe('the catalogue of refusals', () => {
  it('keeps every status and message as the clients know them', () => {
    const answers: Record<string, unknown[]> = {};
    for (const { code, status, message } of declaredAnswers()) {
      answers[code] ??= [status];
      answers[code].push(message);
    }
    expect(answers).toEqual(PINNED);
  });

  it('gives each message one code: no two declarations share a wording', () => {
    const codeOf = new Map<string, RefusalCode>();
    const clashes: string[] = [];
    for (const { code, message } of declaredAnswers()) {
      const other = codeOf.get(message);
      if (other !== undefined && other !== code) clashes.push(`${message}: ${other} and ${code}`);
      codeOf.set(message, code);
    }
    expect(clashes).toEqual([]);
  });

  it('answers each refusal with its own code; one named as a status code has that status', () => {
    const statusCodes = new Set(
      [400, 401, 403, 404, 405, 409, 412, 413, 415, 429, 500, 503, 507].map(statusErrorCode),
    );
    for (const { code, status, answered } of declaredAnswers()) {
      expect(answered).toBe(code);
      if (statusCodes.has(code)) expect(statusErrorCode(status)).toBe(code);
    }
  });
});
