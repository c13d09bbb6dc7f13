import * as v from 'valibot';
import { MinorSchema } from '../money/money';
import { hasNoUnsafeCharacters, MAX_ID, VersionSchema } from './common';
import { refusal, type Refusal } from '../contract/error-codes';
import { permits, type Grants, type Permission } from '../contract/permissions';
import type { Role } from './user';
import { activityMessage, type ActivityCode, type ActivityMessage } from './activity-messages';

/*
 * Orders and their workflow (docs/api.md#orders, docs/requirements.md#req-orders-workflow): the
 * statuses, the moves between them and who may make which move are declared here once; the
 * server enforces them, the mocks follow them and the app shows the buttons they allow.
 */

/** In lifecycle order (the app's tabs and filter menus list them so). */
export const ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'PREPARING',
  'READY',
  'PICKED_UP',
  'DELIVERED',
  'CANCELLED',
] as const;
export const OrderStatusSchema = v.picklist(
  ORDER_STATUSES,
  `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** How people read each status (tabs, badges, filter menus). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  PREPARING: 'Preparing',
  READY: 'Ready',
  PICKED_UP: 'Picked up',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/**
 * The status machine: from each status, the statuses an order may move to next. REJECTED,
 * DELIVERED and CANCELLED are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  ACCEPTED: ['PREPARING', 'CANCELLED'],
  REJECTED: [],
  PREPARING: ['READY', 'CANCELLED'],
  READY: ['PICKED_UP', 'CANCELLED'],
  PICKED_UP: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** The statuses an order in `status` may move to next, whoever asks. */
export function allowedNextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[status];
}

/** Moving to these needs a reason (shown in the timeline, kept in the history). */
export const REASON_REQUIRED_STATUSES: readonly OrderStatus[] = ['REJECTED', 'CANCELLED'];
export const needsReason = (to: OrderStatus): boolean => REASON_REQUIRED_STATUSES.includes(to);

/**
 * Which target statuses each role may move an order to (within the machine above):
 * - ADMIN: every move;
 * - RESTAURANT: the kitchen's moves (accept, reject, prepare, ready) and cancel, for orders of the
 *   restaurants they own;
 * - COURIER: pick up (an unassigned READY order, which assigns it to them, or one assigned to them)
 *   and deliver (their own);
 * - CUSTOMER: none (the orders API answers them 403).
 */
export const ORDER_MOVES_BY_ROLE: Readonly<Record<Role, readonly OrderStatus[]>> = {
  ADMIN: ORDER_STATUSES,
  RESTAURANT: ['ACCEPTED', 'REJECTED', 'PREPARING', 'READY', 'CANCELLED'],
  COURIER: ['PICKED_UP', 'DELIVERED'],
  CUSTOMER: [],
};

/**
 * The statuses `role` meets an order in, in lifecycle order: those in which the role makes a move
 * and every status an order can go on to from them. A courier meets READY (to pick up), PICKED_UP,
 * DELIVERED and CANCELLED (a ready order cancelled before its pick-up); an owner and an admin meet
 * every status; a customer none here. The orders screen's tabs list these (an order a courier was
 * given earlier still shows under All).
 */
export function statusesMetBy(role: Role): OrderStatus[] {
  const moves = ORDER_MOVES_BY_ROLE[role];
  const met = new Set(
    ORDER_STATUSES.filter((from) => ORDER_TRANSITIONS[from].some((to) => moves.includes(to))),
  );
  for (const status of met) for (const next of ORDER_TRANSITIONS[status]) met.add(next);
  return ORDER_STATUSES.filter((status) => met.has(status));
}

/** Who asks to move an order: their role's moves, and what they hold (contract/permissions.ts). */
export type OrderMover = { id: number; role: Role; grants: Grants };
/** What of an order decides who may move it. */
export type OrderMoveState = {
  status: OrderStatus;
  courierId: number | null;
  restaurantId: number;
  /** The owner of the order's restaurant. */
  restaurantOwnerId: number | null;
};

/** Whether `person` holds `permission` on the order's restaurant. */
const permitsOnOrder = (person: OrderMover, permission: Permission, order: OrderMoveState): boolean =>
  permits(person.grants, person.id, permission, { id: order.restaurantId, ownerId: order.restaurantOwnerId });

/** Whether `mover` takes part in this order in the way their role's moves need. */
function isParty(mover: OrderMover, order: OrderMoveState, to: OrderStatus): boolean {
  switch (mover.role) {
    case 'ADMIN':
    case 'RESTAURANT':
      return permitsOnOrder(mover, 'orders.handle', order);
    case 'COURIER':
      // Picking up an unassigned order assigns it to the courier who picks it up.
      return order.courierId === mover.id || (to === 'PICKED_UP' && order.courierId === null);
    case 'CUSTOMER':
      return false;
  }
}

/**
 * The moves `mover` may make on `order` now: the machine's next statuses that their role allows
 * and their part in the order permits. A READY order is picked up only with a courier: without
 * one, only a courier (who takes it) sees PICKED_UP.
 */
export function allowedMovesFor(mover: OrderMover, order: OrderMoveState): OrderStatus[] {
  return allowedNextStatuses(order.status).filter(
    (to) =>
      ORDER_MOVES_BY_ROLE[mover.role].includes(to) &&
      isParty(mover, order, to) &&
      !(to === 'PICKED_UP' && order.courierId === null && mover.role !== 'COURIER'),
  );
}

export { ORDER_MESSAGES } from './refusal-messages';

/** Statuses in which the courier may still be assigned or changed (not once the food has left). */
export const COURIER_ASSIGNABLE_STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'ACCEPTED',
  'PREPARING',
  'READY',
];

/**
 * Whether `viewer` may see the order at all: admins and restaurant staff the orders of the
 * restaurants they hold orders.view on (an admin every one), a courier the READY orders nobody has taken and the ones assigned to them.
 */
export function canSeeOrder(viewer: OrderMover, order: OrderMoveState): boolean {
  switch (viewer.role) {
    case 'ADMIN':
    case 'RESTAURANT':
      return permitsOnOrder(viewer, 'orders.view', order);
    case 'COURIER':
      return order.courierId === viewer.id || (order.status === 'READY' && order.courierId === null);
    case 'CUSTOMER':
      return false;
  }
}

/** The 403 of an order `viewer` may not see. */
export const hiddenOrderRefusal = (viewer: OrderMover): Refusal =>
  refusal(viewer.role === 'COURIER' ? 'ORDER_COURIER_SCOPE' : 'ORDER_NOT_YOURS');

/** Why a move is refused: 403 (not theirs to make) or 409 (the order's state does not allow it). */
export type OrderMoveRefusal = Refusal & { status: 403 | 409 };

/** A declared refusal of the workflow, whose status is 403 or 409. */
const moveRefusal = (declared: Refusal): OrderMoveRefusal => declared as OrderMoveRefusal;

/**
 * Why `mover` may not move `order` to `to` now, or undefined when they may. In this order: an order
 * they may not see (403, as its page answers; a courier reaching for one another courier took
 * included), a move the machine does not allow from the status (409), a pick-up without a courier
 * (409), a move their role does not make (403). Visibility comes first because a 409 carries the
 * order's status and moves: it must not tell them of an order the caller may not see.
 */
export function orderMoveRefusal(
  mover: OrderMover,
  order: OrderMoveState,
  to: OrderStatus,
): OrderMoveRefusal | undefined {
  const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();
  if (!canSeeOrder(mover, order)) return moveRefusal(hiddenOrderRefusal(mover));
  if (!allowedNextStatuses(order.status).includes(to))
    return moveRefusal(refusal('ORDER_MOVE_NOT_ALLOWED', { from: label(order.status), to: label(to) }));
  if (to === 'PICKED_UP' && order.courierId === null && mover.role !== 'COURIER')
    return moveRefusal(refusal('ORDER_COURIER_REQUIRED'));
  if (!allowedMovesFor(mover, order).includes(to))
    return moveRefusal(refusal('ORDER_MOVE_NOT_YOURS', { to: label(to) }));
  return undefined;
}

/**
 * The refusal of a move whose conditional update found the order no longer as read (`now` is how
 * it is): another move, or a courier change, got there first. A 409, unless that took the order
 * out of the mover's sight (another courier picked it up): then the 403 they would have had had
 * they read it a moment later.
 */
export function lostOrderRace(
  mover: OrderMover,
  before: OrderMoveState,
  now: OrderMoveState,
  to: OrderStatus,
): OrderMoveRefusal {
  if (!canSeeOrder(mover, now)) return moveRefusal(hiddenOrderRefusal(mover));
  if (now.status !== before.status) {
    const refused = orderMoveRefusal(mover, now, to);
    return refused?.status === 409 ? refused : moveRefusal(refusal('ORDER_CHANGED', { what: 'order' }));
  }
  if (now.courierId === null) return moveRefusal(refusal('ORDER_COURIER_REQUIRED'));
  return moveRefusal(
    mover.role === 'COURIER' ? refusal('ORDER_COURIER_TAKEN') : refusal('ORDER_CHANGED', { what: 'courier' }),
  );
}

/** Text fields of the workflow: trimmed, blank is none, at most `max` characters of plain text. */
const OptionalPlainText = (label: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text`))),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value.trim())),
    v.optional(
      v.pipe(
        v.string(),
        v.maxLength(max, `${label} must be at most ${max} characters`),
        v.check(hasNoUnsafeCharacters, `${label} must not contain control characters`),
      ),
    ),
  );

export const MAX_ORDER_REASON_LENGTH = 500;
export const MAX_ORDER_NOTE_LENGTH = 2000;
export const REASON_REQUIRED_MESSAGE = 'Reason is required';

/** What a cancellation gives back: everything still refundable, or nothing. */
export const CANCEL_REFUNDS = ['FULL', 'NONE'] as const;
export type CancelRefund = (typeof CANCEL_REFUNDS)[number];

/**
 * POST /admin/orders/{id}/transitions: the status to move to, and why (required to reject or
 * cancel; kept with the other moves too when given).
 */
export const OrderTransitionInputSchema = v.pipe(
  v.object({
    to: OrderStatusSchema,
    reason: OptionalPlainText('Reason', MAX_ORDER_REASON_LENGTH),
    /**
     * With `to: CANCELLED`: give the customer back everything still refundable (FULL, the default)
     * or nothing (NONE). A REJECTED order is always refunded in full (docs/api.md#refunds).
     */
    refund: v.optional(v.picklist(CANCEL_REFUNDS, 'Choose FULL or NONE')),
  }),
  v.forward(
    v.partialCheck(
      [['to'], ['reason']],
      (input) => !needsReason(input.to) || input.reason !== undefined,
      REASON_REQUIRED_MESSAGE,
    ),
    ['reason'],
  ),
);
export type OrderTransitionInput = v.InferInput<typeof OrderTransitionInputSchema>;

/** PUT /admin/orders/{id}/courier: the courier (a user with role COURIER), or null to unassign. */
export const OrderCourierInputSchema = v.object({
  courierId: v.nullable(
    v.pipe(
      v.number('Courier must be a user id or null'),
      v.integer('Courier must be a user id or null'),
      v.minValue(1, 'Courier must be a user id or null'),
      v.maxValue(MAX_ID, 'Courier must be a user id or null'),
    ),
  ),
});
export type OrderCourierInput = v.InferInput<typeof OrderCourierInputSchema>;

const NOTE_REQUIRED = 'Note is required';

/** POST /admin/orders/{id}/notes: a staff note's text, trimmed, 1 to 2000 characters. */
export const OrderNoteInputSchema = v.object({
  text: v.pipe(
    v.string(NOTE_REQUIRED),
    v.trim(),
    v.minLength(1, NOTE_REQUIRED),
    v.maxLength(MAX_ORDER_NOTE_LENGTH, `Note must be at most ${MAX_ORDER_NOTE_LENGTH} characters`),
  ),
});
export type OrderNoteInput = v.InferInput<typeof OrderNoteInputSchema>;

/** GET /admin/orders rows (docs/requirements.md#req-entities-orders-reviews). */
export const OrderSchema = v.object({
  id: v.number(),
  version: VersionSchema,
  restaurantId: v.number(),
  restaurantName: v.optional(v.nullable(v.string())),
  customerId: v.nullable(v.number()),
  customerName: v.optional(v.nullable(v.string())),
  /** The courier delivering it (a COURIER user), once one is assigned. */
  courierId: v.optional(v.nullable(v.number())),
  courierName: v.optional(v.nullable(v.string())),
  status: OrderStatusSchema,
  total: v.number(),
  /** The total in cents of `currency` (exact; docs/api.md#money). */
  totalMinor: MinorSchema,
  currency: v.string(),
  createdAt: v.string(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

/** A line of an order: the dish's name and price when it was ordered (the dish may change or go since). */
export const OrderItemSchema = v.object({
  id: v.number(),
  /** Null once the dish is deleted; the name and price stay. */
  dishId: v.nullable(v.number()),
  name: v.string(),
  unitPrice: v.number(),
  unitPriceMinor: MinorSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** unitPriceMinor times quantity. */
  lineTotalMinor: MinorSchema,
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/** One move of the status history, oldest first; the first entry (`from` null) is the order placed. */
export const OrderStatusChangeSchema = v.object({
  id: v.number(),
  from: v.nullable(OrderStatusSchema),
  to: OrderStatusSchema,
  reason: v.nullable(v.string()),
  /** Who moved it; null for the order's placement and for accounts deleted since. */
  actorId: v.nullable(v.number()),
  actorName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type OrderStatusChange = v.InferOutput<typeof OrderStatusChangeSchema>;

/** A staff note: for admins, the restaurant's owner and the courier; never shown to customers. */
export const OrderNoteSchema = v.object({
  id: v.number(),
  text: v.string(),
  authorId: v.nullable(v.number()),
  authorName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type OrderNote = v.InferOutput<typeof OrderNoteSchema>;

/** A person on an order (customer or courier) as the order page shows them. */
export const OrderPersonSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
});
export type OrderPerson = v.InferOutput<typeof OrderPersonSchema>;

/** GET /admin/orders/{id} and the answer of every write to one order. */
export const OrderDetailSchema = v.object({
  ...OrderSchema.entries,
  subtotal: v.number(),
  deliveryFee: v.number(),
  subtotalMinor: MinorSchema,
  deliveryFeeMinor: MinorSchema,
  /** Given back by refunds, and waiting for approval (docs/api.md#refunds). */
  refundedMinor: MinorSchema,
  refundPendingMinor: MinorSchema,
  /** Null for orders placed before addresses were recorded. */
  deliveryAddress: v.nullable(v.string()),
  /** What the customer wrote when ordering ("ring twice"). */
  customerNotes: v.nullable(v.string()),
  restaurant: v.object({
    id: v.number(),
    name: v.string(),
    address: v.string(),
    ownerId: v.nullable(v.number()),
  }),
  customer: v.nullable(OrderPersonSchema),
  courier: v.nullable(OrderPersonSchema),
  items: v.array(OrderItemSchema),
  history: v.array(OrderStatusChangeSchema),
  notes: v.array(OrderNoteSchema),
  /** The moves the caller may make now (allowedMovesFor): the buttons the order page shows. */
  allowedMoves: v.array(OrderStatusSchema),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** The 409 of a move the order's status does not allow (any more): where it is, and what is possible. */
export const OrderConflictSchema = v.object({
  message: v.string(),
  status: OrderStatusSchema,
  allowed: v.array(OrderStatusSchema),
});
export type OrderConflict = v.InferOutput<typeof OrderConflictSchema>;

/** The conflict's body when `error` is an order move's 409 (ApiError keeps the body), else undefined. */
export function orderConflictOf(error: unknown): OrderConflict | undefined {
  const body = (error as { status?: unknown; body?: unknown } | null)?.body;
  if ((error as { status?: unknown } | null)?.status !== 409) return undefined;
  const parsed = v.safeParse(OrderConflictSchema, body);
  return parsed.success ? parsed.output : undefined;
}

/*
 * The activity feed's ORDER entries (docs/api.md#orders): the server writes them in the move's
 * transaction and the mocks write the same, so both feeds read alike.
 */

/** A feed entry about an order, as the server records it. */
export type OrderActivity = {
  category: 'ORDER';
  actionType: string;
  level: 'INFO' | 'WARN';
  entityId: number;
} & ActivityMessage;
/** What of an order its entries name. */
type NamedOrder = { id: number; restaurantName?: string | null | undefined };

const MOVE_ENTRIES = {
  // No move leads back to PENDING; listed so every status has its entry.
  PENDING: { actionType: 'REOPEN', code: 'ORDER_REOPENED' },
  ACCEPTED: { actionType: 'ACCEPT', code: 'ORDER_ACCEPTED' },
  REJECTED: { actionType: 'REJECT', code: 'ORDER_REJECTED' },
  PREPARING: { actionType: 'PREPARE', code: 'ORDER_PREPARING' },
  READY: { actionType: 'READY', code: 'ORDER_READY' },
  PICKED_UP: { actionType: 'PICK_UP', code: 'ORDER_PICKED_UP' },
  DELIVERED: { actionType: 'DELIVER', code: 'ORDER_DELIVERED' },
  CANCELLED: { actionType: 'CANCEL', code: 'ORDER_CANCELLED' },
} as const satisfies Record<OrderStatus, { actionType: string; code: ActivityCode }>;

/** How the activity feed names an order: "order #12 of Trattoria Bella Vista". */
const orderName = (order: NamedOrder) => ({ id: order.id, restaurant: order.restaurantName ?? '' });

/** The entry of a move; rejections and cancellations at WARN, with their reason. */
export function orderMoveActivity(
  order: NamedOrder,
  to: OrderStatus,
  reason: string | undefined,
): OrderActivity {
  const { actionType, code } = MOVE_ENTRIES[to];
  return {
    category: 'ORDER',
    actionType,
    ...activityMessage(code, { ...orderName(order), reason: reason ?? '' }),
    level: needsReason(to) ? 'WARN' : 'INFO',
    entityId: order.id,
  };
}

/** The entry of a courier assigned (by name) or removed (null). */
export const orderCourierActivity = (order: NamedOrder, courierName: string | null): OrderActivity => ({
  category: 'ORDER',
  actionType: courierName === null ? 'UNASSIGN' : 'ASSIGN',
  ...(courierName === null
    ? activityMessage('ORDER_COURIER_UNASSIGNED', orderName(order))
    : activityMessage('ORDER_COURIER_ASSIGNED', { ...orderName(order), courier: courierName })),
  level: 'INFO',
  entityId: order.id,
});

/** The entry of a staff note (its text stays on the order, not in the feed). */
export const orderNoteActivity = (order: NamedOrder): OrderActivity => ({
  category: 'ORDER',
  actionType: 'NOTE',
  ...activityMessage('ORDER_NOTE_ADDED', orderName(order)),
  level: 'INFO',
  entityId: order.id,
});
