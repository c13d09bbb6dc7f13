// What an activity-feed entry says, as a code and its parameters (docs/api.md#the-activity-feed):
// the server stores both beside the English `action` (the spec's field, and what the feed's search
// matches), so each reader can see the entry in their own language. One table for the server, the
// mocks and the seed, so the English text and the code never disagree.

type Text = string | number;

/** The feed's name of an order or a review: "order #12 of Trattoria Bella Vista". */
const named = (kind: string, p: { id: Text; restaurant: Text }) => `${kind} #${p.id} of ${p.restaurant}`;

/** An order move, with the reason given for it ('' for none: only rejections and cancellations need one). */
type OrderMove = { id: Text; restaurant: Text; reason: Text };
/** A move's reason after a colon, when there is one. */
const because = (reason: Text) => (reason === '' ? '' : `: ${reason}`);

export const ACTIVITY_MESSAGES = {
  RESTAURANT_CREATED: (p: { name: Text }) => `Created restaurant ${p.name}`,
  RESTAURANT_UPDATED: (p: { name: Text }) => `Updated restaurant ${p.name}`,
  RESTAURANT_DELETED: (p: { name: Text }) => `Deleted restaurant ${p.name}`,
  /** An admin gave the restaurant to `owner` (their display name); written beside the create or update. */
  RESTAURANT_OWNER_CHANGED: (p: { name: Text; owner: Text }) =>
    `Handed restaurant ${p.name} over to ${p.owner}`,
  RESTAURANT_OWNER_REMOVED: (p: { name: Text }) => `Removed the owner of restaurant ${p.name}`,
  /** Team changes (docs/api.md#team): `person` is the member's display name, `set` the set's name. */
  TEAM_MEMBER_ADDED: (p: { name: Text; person: Text; set: Text }) =>
    `Added ${p.person} to the team of ${p.name} as ${p.set}`,
  TEAM_MEMBER_CHANGED: (p: { name: Text; person: Text; set: Text }) =>
    `Made ${p.person} ${p.set} at ${p.name}`,
  TEAM_MEMBER_REMOVED: (p: { name: Text; person: Text }) => `Removed ${p.person} from the team of ${p.name}`,
  TEAM_INVITED: (p: { name: Text; email: Text; set: Text }) =>
    `Invited ${p.email} to the team of ${p.name} as ${p.set}`,
  TEAM_INVITATION_REVOKED: (p: { name: Text; email: Text }) =>
    `Revoked the invitation of ${p.email} to the team of ${p.name}`,
  TEAM_MEMBER_JOINED: (p: { name: Text; set: Text }) => `Joined the team of ${p.name} as ${p.set}`,
  /** Platform staff changes (docs/api.md#staff), as the team's. */
  STAFF_MEMBER_ADDED: (p: { person: Text; set: Text }) =>
    `Added ${p.person} to the platform's staff as ${p.set}`,
  STAFF_MEMBER_CHANGED: (p: { person: Text; set: Text }) => `Made ${p.person} ${p.set} on the platform`,
  STAFF_MEMBER_REMOVED: (p: { person: Text }) => `Removed ${p.person} from the platform's staff`,
  STAFF_INVITED: (p: { email: Text; set: Text }) => `Invited ${p.email} to the platform's staff as ${p.set}`,
  STAFF_INVITATION_REVOKED: (p: { email: Text }) =>
    `Revoked the invitation of ${p.email} to the platform's staff`,
  STAFF_MEMBER_JOINED: (p: { set: Text }) => `Joined the platform's staff as ${p.set}`,
  /** Webhook endpoints (docs/api.md#webhooks), named by their address. */
  WEBHOOK_CREATED: (p: { url: Text }) => `Added webhook endpoint ${p.url}`,
  WEBHOOK_UPDATED: (p: { url: Text }) => `Updated webhook endpoint ${p.url}`,
  WEBHOOK_DELETED: (p: { url: Text }) => `Deleted webhook endpoint ${p.url}`,
  WEBHOOK_SECRET_ROTATED: (p: { url: Text }) => `Rotated the signing secret of webhook endpoint ${p.url}`,
  /** The platform stopped sending to an endpoint; `reason` says why. */
  WEBHOOK_AUTO_DISABLED: (p: { url: Text; reason: Text }) =>
    `Disabled webhook endpoint ${p.url}: ${p.reason}`,
  /** Personal API tokens (docs/api.md#api-tokens): `name` is the token's, `user` its person's. */
  API_TOKEN_CREATED: (p: { name: Text }) => `Created API token ${p.name}`,
  API_TOKEN_REVOKED: (p: { name: Text }) => `Revoked API token ${p.name}`,
  USER_API_TOKEN_REVOKED: (p: { name: Text; user: Text }) => `Revoked API token ${p.name} of ${p.user}`,
  PERMISSION_SET_CREATED: (p: { name: Text }) => `Created permission set ${p.name}`,
  PERMISSION_SET_UPDATED: (p: { name: Text }) => `Updated permission set ${p.name}`,
  PERMISSION_SET_DELETED: (p: { name: Text }) => `Deleted permission set ${p.name}`,
  RESTAURANT_HOURS_UPDATED: (p: { name: Text }) => `Updated the opening hours of restaurant ${p.name}`,
  /** Its reason and end are in the restaurant's history. */
  RESTAURANT_PAUSED: (p: { name: Text }) => `Paused restaurant ${p.name}`,
  RESTAURANT_RESUMED: (p: { name: Text }) => `Resumed restaurant ${p.name}`,
  MENU_CREATED: (p: { name: Text; restaurant: Text }) => `Created menu ${p.name} of ${p.restaurant}`,
  MENU_UPDATED: (p: { name: Text }) => `Updated menu ${p.name}`,
  MENU_DELETED: (p: { name: Text; restaurant: Text }) => `Deleted menu ${p.name} of ${p.restaurant}`,
  DISH_CREATED: (p: { name: Text; menu: Text }) => `Created dish ${p.name} in menu ${p.menu}`,
  DISH_UPDATED: (p: { name: Text }) => `Updated dish ${p.name}`,
  DISH_DELETED: (p: { name: Text }) => `Deleted dish ${p.name}`,
  USER_REGISTERED: (p: { user: Text }) => `Registered ${p.user}`,
  USER_ROLE_CHANGED: (p: { user: Text; from: Text; to: Text }) =>
    `Changed role of ${p.user} from ${p.from} to ${p.to}`,
  USER_DELETED: (p: { user: Text }) => `Deleted user ${p.user}`,
  /** `fields`: the changed ones, comma-separated codes (firstName, lastName, phone). */
  PROFILE_UPDATED: (p: { fields: Text; labels: Text }) => `Updated own profile: ${p.labels}`,
  COURIER_AVAILABLE: (p: { courier: Text }) => `Marked courier ${p.courier} available`,
  COURIER_UNAVAILABLE: (p: { courier: Text }) => `Marked courier ${p.courier} unavailable`,
  REVIEW_CREATED: (p: { restaurant: Text; rating: Text }) => `Reviewed ${p.restaurant} (${p.rating}/5)`,
  REVIEW_APPROVED: (p: { id: Text; restaurant: Text }) => `Approved ${named('review', p)}`,
  REVIEW_REJECTED: (p: { id: Text; restaurant: Text }) => `Rejected ${named('review', p)}`,
  REVIEW_DELETED: (p: { id: Text; restaurant: Text }) => `Deleted ${named('review', p)}`,
  REVIEW_REPLIED: (p: { id: Text; restaurant: Text }) => `Replied to ${named('review', p)}`,
  REVIEW_REPLY_REMOVED: (p: { id: Text; restaurant: Text }) => `Removed the reply to ${named('review', p)}`,
  ORDER_REOPENED: (p: OrderMove) => `Reopened ${named('order', p)}${because(p.reason)}`,
  ORDER_ACCEPTED: (p: OrderMove) => `Accepted ${named('order', p)}${because(p.reason)}`,
  ORDER_REJECTED: (p: OrderMove) => `Rejected ${named('order', p)}${because(p.reason)}`,
  ORDER_PREPARING: (p: OrderMove) => `Started preparing ${named('order', p)}${because(p.reason)}`,
  ORDER_READY: (p: OrderMove) => `Marked ready ${named('order', p)}${because(p.reason)}`,
  ORDER_PICKED_UP: (p: OrderMove) => `Picked up ${named('order', p)}${because(p.reason)}`,
  ORDER_DELIVERED: (p: OrderMove) => `Delivered ${named('order', p)}${because(p.reason)}`,
  ORDER_CANCELLED: (p: OrderMove) => `Cancelled ${named('order', p)}${because(p.reason)}`,
  ORDER_COURIER_ASSIGNED: (p: { id: Text; restaurant: Text; courier: Text }) =>
    `Assigned ${p.courier} to ${named('order', p)}`,
  ORDER_COURIER_UNASSIGNED: (p: { id: Text; restaurant: Text }) =>
    `Unassigned the courier of ${named('order', p)}`,
  ORDER_NOTE_ADDED: (p: { id: Text; restaurant: Text }) => `Added a note to ${named('order', p)}`,
  /** `amount`: the refund as a decimal (`12.50`), `currency` its ISO code. */
  ORDER_REFUNDED: (p: { id: Text; restaurant: Text; amount: Text; currency: Text }) =>
    `Refunded ${p.amount} ${p.currency} on ${named('order', p)}`,
  ORDER_REFUND_REQUESTED: (p: { id: Text; restaurant: Text; amount: Text; currency: Text }) =>
    `Asked to refund ${p.amount} ${p.currency} on ${named('order', p)}`,
  ORDER_REFUND_APPROVED: (p: { id: Text; restaurant: Text; amount: Text; currency: Text }) =>
    `Approved the refund of ${p.amount} ${p.currency} on ${named('order', p)}`,
  ORDER_REFUND_DECLINED: (p: { id: Text; restaurant: Text; amount: Text; currency: Text }) =>
    `Declined the refund of ${p.amount} ${p.currency} on ${named('order', p)}`,
  /** `kind`: restaurant, menu, dish, review or user. */
  TRASH_RESTORED: (p: { kind: Text; name: Text }) => `Restored ${p.kind} ${p.name}`,
  TRASH_PURGED: (p: { kind: Text; id: Text }) => `Deleted ${p.kind} #${p.id} forever`,
  // The demo seed's entries about a restaurant (seed/demo-data.ts).
  DEMO_PRICES_UPDATED: (p: { restaurant: Text }) => `Updated prices at ${p.restaurant}`,
  DEMO_ORDER_CANCELLED: (p: { restaurant: Text }) => `Order cancelled at ${p.restaurant}`,
  DEMO_PAYMENT_FAILED: (p: { restaurant: Text }) => `Payment failed for an order at ${p.restaurant}`,
  DEMO_REVIEW_FLAGGED: (p: { restaurant: Text }) => `Review flagged for ${p.restaurant}`,
  DEMO_ROLE_CHANGED: () => 'Changed a user role',
  DEMO_NIGHTLY_REPORT: () => 'Nightly report generated',
} as const satisfies Record<string, (params: never) => string>;

export type ActivityCode = keyof typeof ACTIVITY_MESSAGES;
export type ActivityParams<Code extends ActivityCode> = Parameters<(typeof ACTIVITY_MESSAGES)[Code]>[0];

/** An entry's words: its code, its parameters and the English text they make. */
export type ActivityMessage = { code: ActivityCode; params: Record<string, Text>; action: string };

/** `activityMessage('RESTAURANT_CREATED', { name })` -> code, params and "Created restaurant …". */
export function activityMessage<Code extends ActivityCode>(
  code: Code,
  ...[params]: ActivityParams<Code> extends undefined ? [] : [ActivityParams<Code>]
): ActivityMessage {
  const words = ACTIVITY_MESSAGES[code] as (params: unknown) => string;
  const given = (params ?? {}) as Record<string, Text>;
  return { code, params: given, action: words(given) };
}

export const isActivityCode = (value: unknown): value is ActivityCode =>
  typeof value === 'string' && Object.hasOwn(ACTIVITY_MESSAGES, value);
