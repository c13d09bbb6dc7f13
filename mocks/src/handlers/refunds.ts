import {
  bodyOf,
  contract,
  etagOf,
  FULL_REFUND_TERMS,
  planFullRefund,
  planRefund,
  refundActivity,
  refundLimitsOf,
  refundsCloseAt,
  type OrderRefunds,
  type PlannedRefund,
  type Refund,
  type RefundAnswer,
  type RefundInput,
  type RefundPolicy,
  type RefundRefusal,
  type RefundableOrder,
} from '@food-admin/api-client';
import { can } from './permissions';
import { HttpResponse } from 'msw';
import type { MockOrder } from '../fixtures/orders';
import { actorUser, logActivity, mockDb } from '../db/mock-db';
import { assertVersion, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { noContent, refuse } from './respond';
import { mover } from './mover';

/*
 * Refunds on orders (money/refunds.ts), as the server's modules/refunds answers them: what is left to
 * refund and whether a refund may go are the contract's pure functions (refundLimitsOf, planRefund),
 * so the mocks refuse what the server refuses, with the same fresh limits. Every step (a refund, an
 * approval, a decline) writes its ORDER activity entry (refundActivity) and raises the order's
 * version, published live (the server keeps the refunded and pending sums in the order's row). A
 * refund honours If-Match on the order (412 when stale) and keeps its Idempotency-Key as placing an
 * order does (handlers/ordering.ts). The edge's role checks (a courier's 403, a non-admin approving)
 * are not mocked; an owner works only their restaurants' orders (403 ORDER_NOT_YOURS). A rejection
 * or cancellation refunds the order in full by itself (refundInFull, called by handlers/orders.ts).
 */

/** The platform's refund settings in the mocks (the server reads them from its settings). */
const WINDOW_DAYS = 30;
const APPROVAL_THRESHOLD_MINOR = 5000;

/** The order, 404 unless it exists, 403 unless the actor holds `permission` on its restaurant. */
function refundableBy(orderId: number, permission: 'orders.view' | 'orders.refund'): MockOrder {
  const order = existing(mockDb.orders, orderId, 'Order');
  if (!can(mover(), permission, order.restaurantId)) throw refuse('ORDER_NOT_YOURS');
  return order;
}

/** The rules the acting user refunds by: an owner refunds at their restaurant's cost only. */
const policyNow = (): RefundPolicy => ({
  now: Date.now(),
  windowDays: WINDOW_DAYS,
  approvalThresholdMinor: APPROVAL_THRESHOLD_MINOR,
  mayApprove: true,
  restaurantBearsOnly: mover().role === 'RESTAURANT',
});

/** The order's refunds, oldest first. */
const refundsOf = (orderId: number): Refund[] =>
  mockDb.refunds
    .all()
    .filter((refund) => refund.orderId === orderId)
    .sort((a, b) => a.id - b.id);

/** When the order was delivered (its DELIVERED status change), or null. */
function deliveredAtOf(order: MockOrder): number | null {
  const delivered = order.history.find((change) => change.to === 'DELIVERED');
  return delivered === undefined ? null : Date.parse(delivered.createdAt);
}

/** The order as the contract's refund rules read it, with `refunds`. */
const refundableOf = (order: MockOrder, refunds: readonly Refund[]): RefundableOrder => ({
  totalMinor: order.totalMinor,
  deliveryFeeMinor: order.deliveryFeeMinor,
  deliveredAt: deliveredAtOf(order),
  items: order.items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    unitPriceMinor: item.unitPriceMinor,
  })),
  refunds,
});

/** The order's refunds and limits now (`refunds` when given: the "empty" answer has none). */
const orderRefundsOf = (order: MockOrder, refunds = refundsOf(order.id)): OrderRefunds => {
  const refundable = refundableOf(order, refunds);
  const closesAt = refundsCloseAt(refundable.deliveredAt, WINDOW_DAYS);
  return {
    version: order.version,
    currency: order.currency,
    refunds,
    limits: refundLimitsOf(refundable),
    closesAt: closesAt === null ? null : new Date(closesAt).toISOString(),
  };
};

/** The server's answer to a refused refund: the refusal's body with its details (the fresh limits). */
const refused = (answer: RefundRefusal) =>
  HttpResponse.json({ ...bodyOf(answer.refusal), ...answer.details }, { status: answer.refusal.status });

const nameOfActor = () => {
  const actor = actorUser();
  return { id: actor?.id ?? null, name: actor ? `${actor.firstName} ${actor.lastName}` : null };
};

/** Refunds by caller and Idempotency-Key, for the retries: what was sent and what was answered. */
const refundedByKey = new Map<string, { sent: string; answer: RefundAnswer }>();

/** The kept answer still stands for a refund of the store (not one made before a reset). */
const stillStands = (answer: RefundAnswer) => {
  const refund = mockDb.refunds.find(answer.refund.id);
  return refund?.orderId === answer.refund.orderId && refund.createdAt === answer.refund.createdAt;
};

/**
 * Records a planned refund by the actor: the refund, the order's sums (its version rises) and its
 * activity entry. Returns the refund and the order after it.
 */
function record(
  order: MockOrder,
  planned: PlannedRefund,
  terms: Pick<RefundInput, 'reason' | 'note' | 'bearer' | 'method'>,
): { created: Refund; updated: MockOrder } {
  const by = nameOfActor();
  const created = mockDb.refunds.insert({
    orderId: order.id,
    status: planned.status,
    amountMinor: planned.amountMinor,
    deliveryFeeMinor: planned.deliveryFeeMinor,
    currency: order.currency,
    reason: terms.reason,
    note: terms.note || null,
    bearer: terms.bearer,
    method: terms.method,
    lines: planned.lines,
    createdBy: by.id,
    createdByName: by.name,
    createdAt: new Date().toISOString(),
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
  });
  const updated = mockDb.orders.update(order.id, sumsOf(order)) ?? order;
  logActivity(
    refundActivity(order, created, created.status === 'SUCCEEDED' ? 'REFUNDED' : 'REFUND_REQUESTED'),
  );
  return { created, updated };
}

function refund(order: MockOrder, input: RefundInput): RefundAnswer {
  const planned = planRefund(refundableOf(order, refundsOf(order.id)), input, policyNow());
  if (!planned.ok) throw refused(planned);
  const { created, updated } = record(order, planned, input);
  return { refund: created, ...orderRefundsOf(updated) };
}

/**
 * A rejected or cancelled order's automatic refund (the server's refunds/full-refunds.ts): the
 * refunds waiting for approval declined by the mover, then everything the order holds, at the
 * platform's cost, `note` the move's reason. Returns the order after it (as it was when nothing is left).
 */
export function refundInFull(order: MockOrder, note: string | undefined): MockOrder {
  const refunds = refundsOf(order.id);
  const planned = planFullRefund(refundableOf(order, refunds));
  if (planned === undefined) return order;
  for (const at of planned.superseded) {
    const waiting = refunds[at];
    if (waiting !== undefined) decline(order, waiting);
  }
  return record(order, planned.refund, { ...FULL_REFUND_TERMS, note }).updated;
}

/** Declines a waiting refund in the actor's name, with its feed entry (the order's sums are the caller's). */
function decline(order: MockOrder, waiting: Refund): Refund {
  const by = nameOfActor();
  const declined =
    mockDb.refunds.update(waiting.id, {
      status: 'DECLINED',
      decidedBy: by.id,
      decidedByName: by.name,
      decidedAt: new Date().toISOString(),
    }) ?? waiting;
  logActivity(refundActivity(order, declined, 'REFUND_DECLINED'));
  return declined;
}

/**
 * The order's refunded and pending sums from its refunds now: written to the order, its version
 * rises and the store publishes the change live, as the server's row and trigger do.
 */
function sumsOf(order: MockOrder): Pick<MockOrder, 'refundedMinor' | 'refundPendingMinor'> {
  const limits = refundLimitsOf(refundableOf(order, refundsOf(order.id)));
  return { refundedMinor: limits.refundedMinor, refundPendingMinor: limits.pendingMinor };
}

/** Approves or declines a refund that waits for approval; 409 when it waits no more. */
function decide(id: number, status: 'SUCCEEDED' | 'DECLINED'): RefundAnswer {
  const pending = existing(mockDb.refunds, id, 'Refund');
  if (pending.status !== 'PENDING_APPROVAL') throw refuse('REFUND_NOT_PENDING');
  const by = nameOfActor();
  const decided =
    mockDb.refunds.update(id, {
      status,
      decidedBy: by.id,
      decidedByName: by.name,
      decidedAt: new Date().toISOString(),
    }) ?? pending;
  const before = existing(mockDb.orders, decided.orderId, 'Order');
  const order = mockDb.orders.update(before.id, sumsOf(before)) ?? before;
  logActivity(refundActivity(order, decided, status === 'SUCCEEDED' ? 'REFUND_APPROVED' : 'REFUND_DECLINED'));
  return { refund: decided, ...orderRefundsOf(order) };
}

/**
 * Records `refund` on its order as another tab or a test would find it: stored, and the order's
 * refunded and pending sums worked out from its refunds (no feed entry, no version check).
 */
export function insertMockRefund(refund: Omit<Refund, 'id'>): Refund {
  const stored = mockDb.refunds.insert(refund);
  const order = mockDb.orders.find(refund.orderId);
  if (order !== undefined) mockDb.orders.update(order.id, sumsOf(order));
  return stored;
}

export const refundEndpoints = {
  orderRefunds: mockEndpoint(
    contract.admin.orderRefunds,
    ({ params }) => orderRefundsOf(refundableBy(params.id, 'orders.view')),
    // Empty: the order as if it had no refund yet (404 for an unknown order).
    ({ params }) => orderRefundsOf(refundableBy(params.id, 'orders.view'), []),
  ),
  refundOrder: mockEndpoint(
    contract.admin.refundOrder,
    ({ params, body, request }) => {
      const key = request.headers.get('idempotency-key');
      const sent = JSON.stringify({ orderId: params.id, body });
      const keyed = key === null ? undefined : `${mockDb.actor.toLowerCase()}\n${key}`;
      const kept = keyed === undefined ? undefined : refundedByKey.get(keyed);
      if (kept !== undefined && stillStands(kept.answer)) {
        if (kept.sent !== sent) throw refuse('IDEMPOTENCY_KEY_REUSED');
        return HttpResponse.json(kept.answer, {
          status: 201,
          headers: { 'Idempotent-Replayed': 'true', ETag: etagOf(kept.answer.version) },
        });
      }
      const order = refundableBy(params.id, 'orders.refund');
      assertVersion(request, order, 'order', orderRefundsOf(order));
      const answer = refund(order, body);
      if (keyed !== undefined) refundedByKey.set(keyed, { sent, answer });
      return answer;
    },
    noContent,
  ),
  approveRefund: mockEndpoint(
    contract.admin.approveRefund,
    ({ params }) => decide(params.id, 'SUCCEEDED'),
    noContent,
  ),
  declineRefund: mockEndpoint(
    contract.admin.declineRefund,
    ({ params }) => decide(params.id, 'DECLINED'),
    noContent,
  ),
};
