import {
  availabilityAt,
  decimalOf,
  KITCHEN_STATUSES,
  minorOf,
  notAcceptingRefusal,
  quoteOrderFrom,
  timesMinor,
  type OperatingRules,
  type OrderRefusal,
  type OrderQuote,
  type OrderQuoteRequest,
  type OrderRequest,
  type PlacedOrder,
} from '@food-admin/api-client';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { dishes, menus, orderItems, orders, restaurants } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { JobSender } from '../../jobs/job-sender';
import { sendAcceptanceTimeout } from '../orders/acceptance-timeouts';
import { insertStatusChange } from '../orders/orders.repository';
import { rulesOf } from '../restaurants/operations';

/*
 * Placing an order (docs/api.md#placing-orders): the restaurant's one availability rule, the
 * dishes' current prices read here (never the client's), and the contract's priceDelivery for the
 * zone, the minimum, the fee and the times. A quote and a placement run the same checks.
 */

/** The dishes of `ids` a customer may order from the restaurant now, with their prices as text. */
async function orderableDishes(db: Executor, restaurantId: number, ids: number[]) {
  return db
    .select({ id: dishes.id, name: dishes.name, price: sql<string>`${dishes.price}::text` })
    .from(dishes)
    .innerJoin(menus, eq(menus.id, dishes.menuId))
    .where(
      and(
        inArray(dishes.id, ids),
        eq(menus.restaurantId, restaurantId),
        eq(menus.isActive, true),
        eq(dishes.isAvailable, true),
      ),
    );
}

async function kitchenOrders(db: Executor, restaurantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), inArray(orders.status, KITCHEN_STATUSES)));
  return Number(row?.n ?? 0);
}

/**
 * Prices `request` as it would be placed at `now`, or refuses it with the reason (404 restaurant,
 * 409 not accepting, dish unavailable, outside every zone, below the minimum).
 */
export async function quoteOrder(
  db: Executor,
  request: OrderQuoteRequest,
  settings: PricingSettings,
  now = Date.now(),
): Promise<OrderQuote> {
  return (await priceOrder(db, request, settings, now)).quote;
}

/** The platform's settings a price depends on: the default time zone of hours, the currency. */
type PricingSettings = { defaultTimeZone: string; currency: string };

/** The quote, and the rules it was priced by (a placement needs the acceptance timeout too). */
async function priceOrder(
  db: Executor,
  request: OrderQuoteRequest,
  { defaultTimeZone, currency }: PricingSettings,
  now = Date.now(),
): Promise<{ quote: OrderQuote; rules: OperatingRules }> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, request.restaurantId));
  if (restaurant === undefined) throw notFound('Restaurant not found');
  const rules = rulesOf(restaurant, defaultTimeZone);
  const availability = availabilityAt(
    { rules, active: restaurant.isActive, hasMenu: restaurant.hasActiveMenu },
    now,
  );
  const refused = (answer: OrderRefusal) => HttpError.of(answer.refusal, answer.details);
  if (!availability.accepting) throw refused(notAcceptingRefusal(availability));
  const found = await orderableDishes(
    db,
    restaurant.id,
    request.items.map((item) => item.dishId),
  );
  const busy = rules.busyFromOrders > 0 && (await kitchenOrders(db, restaurant.id)) >= rules.busyFromOrders;
  const quoted = quoteOrderFrom({
    request,
    dishes: new Map(found.map((dish) => [dish.id, { ...dish, priceMinor: minorOf(dish.price) }])),
    rules,
    busy,
    now,
    currency,
  });
  if (!quoted.ok) throw refused(quoted);
  return { quote: quoted.quote, rules };
}

/** The order `customerId` placed with `idempotencyKey`, as placed, if any. */
export async function findPlacedOrder(
  db: Executor,
  where: { customerId: number; idempotencyKey: string },
  currency: string,
): Promise<PlacedOrder | undefined> {
  const [order] = await db
    .select({
      id: orders.id,
      restaurantId: orders.restaurantId,
      status: orders.status,
      subtotal: sql<string>`${orders.subtotal}::text`,
      deliveryFee: sql<string>`${orders.deliveryFee}::text`,
      total: sql<string>`${orders.total}::text`,
      zone: orders.deliveryZone,
      deliveryAddress: orders.deliveryAddress,
      customerNotes: orders.customerNotes,
      estimatedReadyAt: orders.estimatedReadyAt,
      estimatedDeliveryAt: orders.estimatedDeliveryAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.customerId, where.customerId), eq(orders.idempotencyKey, where.idempotencyKey)));
  if (order === undefined) return undefined;
  const items = await db
    .select({
      dishId: orderItems.dishId,
      name: orderItems.name,
      unitPrice: sql<string>`${orderItems.unitPrice}::text`,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return {
    id: order.id,
    restaurantId: order.restaurantId,
    status: order.status,
    lines: items.map((item) => ({
      dishId: item.dishId ?? 0,
      name: item.name,
      unitPriceMinor: minorOf(item.unitPrice),
      quantity: item.quantity,
      totalMinor: timesMinor(minorOf(item.unitPrice), item.quantity),
    })),
    subtotalMinor: minorOf(order.subtotal),
    deliveryFeeMinor: minorOf(order.deliveryFee),
    totalMinor: minorOf(order.total),
    currency,
    zone: order.zone ?? '',
    estimatedReadyAt: order.estimatedReadyAt?.toISOString() ?? '',
    estimatedDeliveryAt: order.estimatedDeliveryAt?.toISOString() ?? '',
    deliveryAddress: order.deliveryAddress ?? '',
    customerNotes: order.customerNotes,
    createdAt: order.createdAt.toISOString(),
  };
}

const decimal = (minor: number) => sql<number>`${decimalOf(minor)}::numeric`;

/**
 * Places `request` for `customerId` in the caller's transaction: priced like a quote, inserted
 * PENDING with its lines and its placement in the status history. An order already placed with
 * the same Idempotency-Key is answered instead.
 */
export async function placeOrder(
  tx: Executor,
  input: {
    request: OrderRequest;
    customerId: number;
    idempotencyKey: string | undefined;
    settings: PricingSettings;
    jobs: JobSender;
  },
): Promise<PlacedOrder> {
  const { request, customerId, idempotencyKey } = input;
  if (idempotencyKey !== undefined) {
    const placed = await findPlacedOrder(tx, { customerId, idempotencyKey }, input.settings.currency);
    if (placed !== undefined) return placed;
  }
  const { quote, rules } = await priceOrder(tx, request, input.settings);
  const customerNotes =
    request.customerNotes === undefined || request.customerNotes === '' ? null : request.customerNotes;
  const [order] = await tx
    .insert(orders)
    .values({
      restaurantId: quote.restaurantId,
      customerId,
      status: 'PENDING',
      subtotal: decimal(quote.subtotalMinor),
      deliveryFee: decimal(quote.deliveryFeeMinor),
      total: decimal(quote.totalMinor),
      deliveryAddress: request.deliveryAddress,
      customerNotes,
      deliveryZone: quote.zone,
      deliveryLatitude: request.deliveryPoint.lat,
      deliveryLongitude: request.deliveryPoint.lng,
      estimatedReadyAt: new Date(quote.estimatedReadyAt),
      estimatedDeliveryAt: new Date(quote.estimatedDeliveryAt),
      idempotencyKey: idempotencyKey ?? null,
    })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  if (order === undefined) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(
    quote.lines.map((line) => ({
      orderId: order.id,
      dishId: line.dishId,
      name: line.name,
      unitPrice: decimal(line.unitPriceMinor),
      quantity: line.quantity,
    })),
  );
  await insertStatusChange(tx, {
    orderId: order.id,
    from: null,
    to: 'PENDING',
    reason: null,
    actorId: customerId,
  });
  await sendAcceptanceTimeout(tx, input.jobs, {
    id: order.id,
    createdAt: order.createdAt,
    timeoutMinutes: rules.acceptanceTimeoutMinutes,
  });
  return {
    ...quote,
    id: order.id,
    status: 'PENDING',
    deliveryAddress: request.deliveryAddress,
    customerNotes,
    createdAt: order.createdAt.toISOString(),
  };
}
