import * as v from 'valibot';
import { ORDER_STATUSES, type OrderStatus } from '../schemas/orders';
import { refusal, type Refusal } from '../contract/error-codes';
import type { Availability } from './availability';
import { decimalOf, MinorSchema, sumMinor, timesMinor } from '../money/money';
import { priceDelivery } from './delivery-quote';
import { LocationSchema } from './delivery-zones';

/*
 * Placing an order, for the platform's customer app (docs/api.md#placing-orders): the restaurant,
 * the dishes with their quantities and the delivery point. The server prices it (delivery-quote.ts)
 * from the dishes' current prices; a quote answers the same checks and amounts without an order.
 */

/** The statuses of the orders in a restaurant's kitchen: busy is counted over these. */
export const KITCHEN_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'PREPARING',
] as const satisfies readonly OrderStatus[];

/** At most this many lines (distinct dishes) in an order. */
export const MAX_ORDER_LINES = 50;
/** At most this many of one dish. */
export const MAX_LINE_QUANTITY = 99;

const IdSchema = v.pipe(
  v.number('Use a number'),
  v.integer('Use a whole number'),
  v.minValue(1, 'Use an id of 1 or more'),
);

const OrderLineSchema = v.object({
  dishId: IdSchema,
  quantity: v.pipe(
    v.number('Use a number'),
    v.integer('Use a whole number'),
    v.minValue(1, 'At least 1'),
    v.maxValue(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`),
  ),
});

const quoteEntries = {
  restaurantId: IdSchema,
  items: v.pipe(
    v.array(OrderLineSchema),
    v.minLength(1, 'Add at least one dish'),
    v.maxLength(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} dishes`),
    v.check(
      (items) => new Set(items.map((item) => item.dishId)).size === items.length,
      'Each dish once: use its quantity',
    ),
  ),
  /** Where to deliver (WGS 84), as the customer app's address picker gives it. */
  deliveryPoint: LocationSchema,
};

/** POST /api/orders/quote. */
export const OrderQuoteRequestSchema = v.object(quoteEntries);
export type OrderQuoteRequest = v.InferInput<typeof OrderQuoteRequestSchema>;

/** POST /api/orders: the quote's request, with the address a courier reads and the customer's notes. */
export const OrderRequestSchema = v.object({
  ...quoteEntries,
  deliveryAddress: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Address is required'),
    v.maxLength(300, 'Address must be at most 300 characters'),
  ),
  customerNotes: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(500, 'Note must be at most 500 characters')),
  ),
});
export type OrderRequest = v.InferInput<typeof OrderRequestSchema>;

/** What an order costs and when it should come: a quote's answer, and a placed order's. */
export const OrderQuoteSchema = v.object({
  restaurantId: v.number(),
  lines: v.array(
    v.object({
      dishId: v.number(),
      name: v.string(),
      unitPriceMinor: MinorSchema,
      quantity: v.number(),
      totalMinor: MinorSchema,
    }),
  ),
  subtotalMinor: MinorSchema,
  deliveryFeeMinor: MinorSchema,
  totalMinor: MinorSchema,
  /** The currency of every amount (ISO 4217; the platform's one, docs/api.md#money). */
  currency: v.string(),
  /** The delivery zone that priced it. */
  zone: v.string(),
  estimatedReadyAt: v.string(),
  estimatedDeliveryAt: v.string(),
});
export type OrderQuote = v.InferOutput<typeof OrderQuoteSchema>;

/** The answer of POST /api/orders: the quote as placed, with the new order's id and status. */
export const PlacedOrderSchema = v.object({
  ...OrderQuoteSchema.entries,
  id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  deliveryAddress: v.string(),
  customerNotes: v.nullable(v.string()),
  createdAt: v.string(),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

/** A dish as the quote needs it: its name and its current price, in cents. */
export type OrderableDish = { id: number; name: string; priceMinor: number };

/** Why an order cannot be placed: the refusal the API answers, with the fields of its body. */
export type OrderRefusal = { refusal: Refusal; details?: Record<string, unknown> };

/**
 * The quote of `request` from the restaurant's orderable dishes (`dishes`: those on an active menu
 * and available; the others are refused), its rules and whether it is busy; or the refusal. The
 * restaurant's availability is checked before (availabilityAt). One function for the server and
 * the mocks.
 */
export function quoteOrderFrom(input: {
  request: OrderQuoteRequest;
  dishes: ReadonlyMap<number, OrderableDish>;
  rules: Parameters<typeof priceDelivery>[0]['rules'];
  busy: boolean;
  now: number;
  currency: string;
}): { ok: true; quote: OrderQuote } | ({ ok: false } & OrderRefusal) {
  const { request, dishes } = input;
  const missing = request.items.filter((item) => !dishes.has(item.dishId)).map((item) => item.dishId);
  if (missing.length > 0)
    return { ok: false, refusal: refusal('DISH_UNAVAILABLE'), details: { dishIds: missing } };
  const lines = request.items.map((item) => {
    const dish = dishes.get(item.dishId)!;
    return {
      dishId: dish.id,
      name: dish.name,
      unitPriceMinor: dish.priceMinor,
      quantity: item.quantity,
      totalMinor: timesMinor(dish.priceMinor, item.quantity),
    };
  });
  const price = priceDelivery({
    rules: input.rules,
    at: request.deliveryPoint,
    subtotalMinor: sumMinor(lines.map((line) => line.totalMinor)),
    busy: input.busy,
    now: input.now,
  });
  if (price.ok) {
    const { ok: _ok, ...amounts } = price;
    const quote = { restaurantId: request.restaurantId, lines, ...amounts, currency: input.currency };
    return { ok: true, quote };
  }
  if (price.refusal === 'outside-zones') return { ok: false, refusal: refusal('OUTSIDE_DELIVERY_AREA') };
  return {
    ok: false,
    refusal: refusal('BELOW_MINIMUM_ORDER', { minimum: decimalOf(price.minimumOrderMinor) }),
    details: { minimumOrderMinor: price.minimumOrderMinor },
  };
}

/** The refusal of a restaurant that takes no orders now, with its availability. */
export const notAcceptingRefusal = (availability: Availability): OrderRefusal => ({
  refusal: refusal('RESTAURANT_NOT_ACCEPTING'),
  details: { availability },
});
