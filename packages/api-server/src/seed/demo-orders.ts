import {
  decimalOf,
  minorOfAmount,
  ORDER_TRANSITIONS,
  sumMinor,
  timesMinor,
  type OrderStatus,
} from '@food-admin/api-client';
import type { Executor } from '../db/database';
import {
  orderItems,
  orderNotes,
  orderRefundLines,
  orderRefunds,
  orders,
  orderStatusHistory,
} from '../db/schema';
import {
  planDemoRefunds,
  refundSumsOf,
  type DemoRefundSettings,
  type RefundSeedOrder,
  type SeedRefund,
} from './demo-refunds';
import type { Random } from './random';

/*
 * The demo's orders (docs/requirements.md#req-orders-workflow): 90 days of history, mostly
 * delivered, some rejected or cancelled with a reason, and a live batch from the last hours in
 * every status of the machine, so the tabs, the courier's deliveries and the charts have something
 * to show. Each order's items come from its restaurant's dishes, each status it went through has its
 * history row with who moved it, and couriers carry the picked-up and delivered ones. The rejected
 * and cancelled ones have their automatic full refund, and a few delivered ones refunds a person
 * made (demo-refunds.ts).
 */

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const HISTORY_DAYS = 90;

/**
 * The live batch: orders placed in the last hours, per status. The first of each group is one of
 * the demo owner's restaurants; `demoCourier` of them are the demo courier's (their deliveries in
 * progress, and one READY order waiting for them).
 */
const LIVE: readonly {
  status: OrderStatus;
  count: number;
  minutes: readonly [number, number];
  demoCourier?: number;
}[] = [
  // Some pending for more than 10 minutes: the dashboard's "needs attention".
  { status: 'PENDING', count: 7, minutes: [1, 25] },
  { status: 'ACCEPTED', count: 5, minutes: [8, 30] },
  { status: 'PREPARING', count: 6, minutes: [15, 45] },
  { status: 'READY', count: 6, minutes: [30, 60], demoCourier: 1 },
  { status: 'PICKED_UP', count: 5, minutes: [40, 80], demoCourier: 2 },
  { status: 'DELIVERED', count: 4, minutes: [60, 150], demoCourier: 2 },
  { status: 'CANCELLED', count: 2, minutes: [20, 120] },
  { status: 'REJECTED', count: 2, minutes: [5, 90] },
];

/** Who should deliver an order: the demo courier, any courier, or (READY ones) maybe nobody yet. */
type CourierChoice = 'demo' | 'any';
/** How older orders ended. */
const FINAL_MIX: readonly OrderStatus[] = [
  ...Array<OrderStatus>(17).fill('DELIVERED'),
  'CANCELLED',
  'CANCELLED',
  'REJECTED',
];

const STREETS = [
  'Oak St',
  'Maple Ave',
  'Canal Rd',
  'Hill Crest',
  'Mill Ln',
  'Queen St',
  'Bridge Rd',
  'Orchard Way',
];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Hillview', 'Brookfield', 'Fairhaven'];
const CUSTOMER_NOTES = [
  'Please ring twice.',
  'Leave it at the door, thanks!',
  'No cutlery needed.',
  'Extra napkins, please.',
  'Call me when you are outside.',
  'Gate code 4521.',
];
const REJECT_REASONS = ['Kitchen is closing early', 'Out of a key ingredient', 'Too many orders right now'];
const CANCEL_REASONS = [
  'Customer asked to cancel',
  'Payment could not be confirmed',
  'No courier available in time',
  'Duplicate order',
];
const STAFF_NOTES = [
  'Customer called: nut allergy, double-check the dessert.',
  'Second bag with the drinks, do not forget it.',
  'Customer asked for the sauce on the side.',
  'Refund of the delivery fee agreed with the customer.',
  'Courier reported a closed street, took a detour.',
];
const FEES = [0, 1.99, 2.49, 2.99, 3.49, 3.99];

export type SeedDish = { id: number; name: string; price: number };
export type DemoOrderContext = {
  random: Random;
  now: number;
  restaurants: readonly { id: number; ownerId: number | null }[];
  dishesByRestaurant: ReadonlyMap<number, readonly SeedDish[]>;
  customers: readonly { id: number }[];
  couriers: readonly { id: number }[];
  admins: readonly { id: number }[];
  /** The demo owner's restaurants get a share of the live orders, the demo courier of the deliveries. */
  demoOwnerRestaurantIds: readonly number[];
  demoCourierId: number | undefined;
  /** The currency and the approval threshold and window the refunds are made under. */
  refunds: DemoRefundSettings;
};

type Step = {
  from: OrderStatus | null;
  to: OrderStatus;
  reason: string | null;
  actorId: number | null;
  at: number;
};
type PlannedOrder = {
  restaurantId: number;
  customerId: number | null;
  courierId: number | null;
  status: OrderStatus;
  createdAt: number;
  items: { dishId: number; name: string; unitPrice: number; quantity: number }[];
  subtotalCents: number;
  feeCents: number;
  deliveryAddress: string;
  customerNotes: string | null;
  steps: Step[];
};

/** The statuses an order passes through to reach `status` (each a move the machine allows). */
function pathTo(status: OrderStatus): OrderStatus[] {
  const forward: OrderStatus[] = ['PENDING', 'ACCEPTED', 'PREPARING', 'READY', 'PICKED_UP', 'DELIVERED'];
  if (forward.includes(status)) return forward.slice(0, forward.indexOf(status) + 1);
  return status === 'REJECTED' ? ['PENDING', 'REJECTED'] : [];
}

/** Minutes between one status and the next, roughly as a kitchen and a courier take them. */
const STEP_MINUTES: Partial<Record<OrderStatus, readonly [number, number]>> = {
  ACCEPTED: [1, 8],
  REJECTED: [1, 6],
  PREPARING: [1, 5],
  READY: [8, 25],
  PICKED_UP: [3, 15],
  DELIVERED: [8, 30],
  CANCELLED: [2, 20],
};

function plannedOrders(ctx: DemoOrderContext, total: number): PlannedOrder[] {
  const { random, now } = ctx;
  const liveCount = LIVE.reduce((sum, group) => sum + group.count, 0);
  const live = LIVE.flatMap((group) =>
    Array.from({ length: group.count }, (_, index) =>
      planOrder(ctx, {
        status: group.status,
        createdAt: now - random.int(group.minutes[0], group.minutes[1]) * MINUTE,
        live: true,
        ownRestaurant: index === 0 || random.chance(0.3),
        courier: index < (group.demoCourier ?? 0) ? 'demo' : 'any',
      }),
    ),
  );
  const older = Array.from({ length: Math.max(0, total - liveCount) }, () =>
    planOrder(ctx, {
      status: random.pick(FINAL_MIX),
      // At least three hours old, so the whole story of the order lies in the past.
      createdAt: now - 180 * MINUTE - Math.floor(random.next() * (HISTORY_DAYS * DAY - 180 * MINUTE)),
      live: false,
      ownRestaurant: false,
      courier: random.chance(0.12) ? 'demo' : 'any',
    }),
  );
  return [...live, ...older];
}

function planOrder(
  ctx: DemoOrderContext,
  plan: {
    status: OrderStatus;
    createdAt: number;
    live: boolean;
    ownRestaurant: boolean;
    courier: CourierChoice;
  },
): PlannedOrder {
  const { random } = ctx;
  const { status, createdAt, live } = plan;
  const ownRestaurant = plan.ownRestaurant && ctx.demoOwnerRestaurantIds.length > 0;
  const restaurantId = ownRestaurant
    ? random.pick(ctx.demoOwnerRestaurantIds)
    : random.pick(ctx.restaurants).id;
  const ownerId = ctx.restaurants.find((row) => row.id === restaurantId)?.ownerId ?? null;
  const customerId = random.chance(0.97) ? random.pick(ctx.customers).id : null;

  const menu = ctx.dishesByRestaurant.get(restaurantId) ?? [];
  const chosen = new Map<number, PlannedOrder['items'][number]>();
  const lines = Math.min(menu.length, random.int(1, 4));
  while (chosen.size < lines) {
    const dish = random.pick(menu);
    chosen.set(dish.id, {
      dishId: dish.id,
      name: dish.name,
      unitPrice: dish.price,
      quantity: random.chance(0.7) ? 1 : random.int(2, 3),
    });
  }
  const items = [...chosen.values()];
  const subtotalCents = sumMinor(
    items.map((item) => timesMinor(minorOfAmount(item.unitPrice), item.quantity)),
  );
  // Free delivery from 40.00.
  const feeCents = subtotalCents >= 4000 ? 0 : minorOfAmount(random.pick(FEES));

  // Picked-up and delivered orders have their courier; READY ones the demo courier's, or half of the others.
  const demoCourier = plan.courier === 'demo' && ctx.demoCourierId !== undefined;
  const hasCourier =
    status === 'PICKED_UP' ||
    status === 'DELIVERED' ||
    (status === 'READY' && (demoCourier || random.chance(0.4)));
  const courierId = !hasCourier
    ? null
    : demoCourier
      ? (ctx.demoCourierId as number)
      : random.pick(ctx.couriers).id;

  const kitchen = ownerId ?? random.pick(ctx.admins).id;
  const actorFor = (to: OrderStatus): number | null => {
    if (to === 'PICKED_UP' || to === 'DELIVERED') return courierId;
    if (to === 'CANCELLED') return random.chance(0.5) ? kitchen : random.pick(ctx.admins).id;
    return kitchen;
  };

  // The statuses it went through, then (cancelled) the point it was cancelled at.
  const path =
    status === 'CANCELLED'
      ? [...pathTo(random.pick(['PENDING', 'ACCEPTED', 'PREPARING'] as const)), 'CANCELLED' as const]
      : pathTo(status);
  const steps: Step[] = [{ from: null, to: 'PENDING', reason: null, actorId: customerId, at: createdAt }];
  let at = createdAt;
  const liveSpan = live ? (ctx.now - createdAt) / path.length : 0;
  for (let index = 1; index < path.length; index += 1) {
    const from = path[index - 1] as OrderStatus;
    const to = path[index] as OrderStatus;
    if (!ORDER_TRANSITIONS[from].includes(to)) throw new Error(`seed: ${from} -> ${to} is not a move`);
    const [min, max] = STEP_MINUTES[to] ?? [1, 5];
    // A live order's moves fit between its placement and now.
    at += live ? Math.floor(liveSpan * (0.6 + random.next() * 0.4)) : random.int(min, max) * MINUTE;
    const reason =
      to === 'REJECTED'
        ? random.pick(REJECT_REASONS)
        : to === 'CANCELLED'
          ? random.pick(CANCEL_REASONS)
          : null;
    steps.push({ from, to, reason, actorId: actorFor(to), at });
  }

  return {
    restaurantId,
    customerId,
    courierId,
    status,
    createdAt,
    items,
    subtotalCents,
    feeCents,
    deliveryAddress: `${random.int(1, 300)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
    customerNotes: random.chance(0.2) ? random.pick(CUSTOMER_NOTES) : null,
    steps,
  };
}

async function inChunks<T>(items: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += 250) await insert(items.slice(start, start + 250));
}

export type DemoOrderCounts = {
  orders: number;
  orderItems: number;
  orderHistory: number;
  orderNotes: number;
  orderRefunds: number;
};

/** Inserts `total` demo orders with their items, history, refunds and a few staff notes, oldest first. */
export async function seedDemoOrders(
  db: Executor,
  ctx: DemoOrderContext,
  total: number,
): Promise<DemoOrderCounts> {
  const planned = plannedOrders(ctx, total).sort((a, b) => a.createdAt - b.createdAt);
  // Decided before the orders are written, so each order's row carries its refunded and pending
  // sums from the start (no second write of it: no version bump, no record history).
  const refundable = planned.map((order) => ({
    ...order,
    items: order.items.map((item) => ({
      unitPriceMinor: minorOfAmount(item.unitPrice),
      quantity: item.quantity,
    })),
  }));
  const refundsByOrder = planDemoRefunds(refundable, {
    now: ctx.now,
    settings: ctx.refunds,
    restaurants: ctx.restaurants,
    admins: ctx.admins,
    demoOwnerRestaurantIds: ctx.demoOwnerRestaurantIds,
  });
  const ids: number[] = [];
  await inChunks([...planned.entries()], async (chunk) => {
    const rows = await db
      .insert(orders)
      .values(
        chunk.map(([index, order]) => ({
          restaurantId: order.restaurantId,
          customerId: order.customerId,
          courierId: order.courierId,
          status: order.status,
          subtotal: Number(decimalOf(order.subtotalCents)),
          deliveryFee: Number(decimalOf(order.feeCents)),
          total: Number(decimalOf(order.subtotalCents + order.feeCents)),
          deliveryAddress: order.deliveryAddress,
          customerNotes: order.customerNotes,
          createdAt: new Date(order.createdAt),
          ...refundSumsOf(refundable[index] as RefundSeedOrder, refundsByOrder.get(index) ?? []),
        })),
      )
      .returning({ id: orders.id });
    ids.push(...rows.map((row) => row.id));
  });
  const withIds = planned.map((order, index) => ({ ...order, id: ids[index] as number }));

  const items = withIds.flatMap((order) => order.items.map((item) => ({ orderId: order.id, ...item })));
  const itemIds: number[] = [];
  await inChunks(items, async (chunk) => {
    const rows = await db.insert(orderItems).values(chunk).returning({ id: orderItems.id });
    itemIds.push(...rows.map((row) => row.id));
  });
  const history = withIds.flatMap((order) =>
    order.steps.map((step) => ({
      orderId: order.id,
      fromStatus: step.from,
      toStatus: step.to,
      reason: step.reason,
      actorId: step.actorId,
      createdAt: new Date(step.at),
    })),
  );
  await inChunks(history, (chunk) => db.insert(orderStatusHistory).values(chunk));
  const refundCount = await insertRefunds(db, ctx.refunds.currency, withIds, itemIds, refundsByOrder);

  // A few staff notes on orders still in progress and on some older ones, written by the kitchen.
  const noted = withIds.filter(
    (order, index) =>
      order.steps.length > 1 && (order.createdAt > ctx.now - DAY ? index % 3 === 0 : index % 40 === 0),
  );
  const notes = noted.map((order) => ({
    orderId: order.id,
    authorId: order.steps[1]?.actorId ?? null,
    text: ctx.random.pick(STAFF_NOTES),
    createdAt: new Date(Math.min(ctx.now, (order.steps[1]?.at ?? order.createdAt) + MINUTE)),
  }));
  await inChunks(notes, (chunk) => db.insert(orderNotes).values(chunk));

  return {
    orders: withIds.length,
    orderItems: items.length,
    orderHistory: history.length,
    orderNotes: notes.length,
    orderRefunds: refundCount,
  };
}

/**
 * Writes the planned refunds of the inserted orders (`itemIds`: the ids of their items, in the
 * order they were planned), in chunks as the orders are; answers how many.
 */
async function insertRefunds(
  db: Executor,
  currency: string,
  inserted: readonly { id: number; items: readonly unknown[] }[],
  itemIds: readonly number[],
  refundsByOrder: ReadonlyMap<number, readonly SeedRefund[]>,
): Promise<number> {
  // Each order's first item's place among all the items: a planned line names its item by position.
  const firstItem: number[] = [];
  let place = 0;
  for (const order of inserted) {
    firstItem.push(place);
    place += order.items.length;
  }
  const refunds = [...refundsByOrder.entries()].flatMap(([index, planned]) =>
    planned.map((refund) => ({ index, refund })),
  );
  const lines: (typeof orderRefundLines.$inferInsert)[] = [];
  await inChunks(refunds, async (chunk) => {
    const rows = await db
      .insert(orderRefunds)
      .values(
        chunk.map(({ index, refund }) => ({
          orderId: (inserted[index] as { id: number }).id,
          status: refund.status,
          amountMinor: refund.amountMinor,
          deliveryFeeMinor: refund.deliveryFeeMinor,
          currency,
          reason: refund.reason,
          note: refund.note,
          bearer: refund.bearer,
          method: refund.method,
          createdBy: refund.createdBy,
          createdAt: new Date(refund.createdAt),
          decidedBy: refund.decidedBy,
          decidedAt: refund.decidedAt === null ? null : new Date(refund.decidedAt),
        })),
      )
      .returning({ id: orderRefunds.id });
    chunk.forEach(({ index, refund }, at) => {
      for (const line of refund.lines)
        lines.push({
          refundId: (rows[at] as { id: number }).id,
          orderItemId: itemIds[(firstItem[index] as number) + line.itemId - 1] as number,
          quantity: line.quantity,
          amountMinor: line.amountMinor,
        });
    });
  });
  await inChunks(lines, (chunk) => db.insert(orderRefundLines).values(chunk));
  return refunds.length;
}
