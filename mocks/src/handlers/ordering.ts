import {
  bodyOf,
  contract,
  KITCHEN_STATUSES,
  minorOf,
  notAcceptingRefusal,
  quoteOrderFrom,
  type OrderRefusal,
  type OrderQuote,
  type OrderQuoteRequest,
  type OrderRequest,
  type PlacedOrder,
} from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { actorUser, DEFAULT_MOCK_RULES, mockAvailability, mockDb } from '../db/mock-db';
import { MOCK_CURRENCY, orderAmounts, orderLine } from '../db/money';
import { mockEndpoint } from './mock-endpoint';
import { notFound, refuse } from './respond';

/*
 * Placing orders as the server's modules/ordering answers them: the contract's availability rule and
 * priceDelivery over the store's dishes, refusals with their details, and the Idempotency-Key kept
 * per key (the same key answers the same order again).
 */

const inKitchen = new Set<string>(KITCHEN_STATUSES);

/** Placed orders by Idempotency-Key, for the retries (an order since removed from the store is placed anew). */
const placedByKey = new Map<string, { body: string; order: PlacedOrder }>();

/** The server's answer to a refused order: the refusal's body with its details (HttpError.of). */
const refused = (answer: OrderRefusal) =>
  HttpResponse.json({ ...bodyOf(answer.refusal), ...answer.details }, { status: answer.refusal.status });

function quoteOf(request: OrderQuoteRequest, now = Date.now()): OrderQuote {
  const restaurant = mockDb.restaurants.find(request.restaurantId);
  if (restaurant === undefined) throw notFound('Restaurant');
  const rules = mockDb.operations.get(restaurant.id)?.rules ?? DEFAULT_MOCK_RULES;
  const activeMenus = new Set(
    mockDb.menus
      .all()
      .filter((menu) => menu.restaurantId === restaurant.id && menu.isActive)
      .map((menu) => menu.id),
  );
  const availability = mockAvailability(restaurant, now);
  if (!availability.accepting) throw refused(notAcceptingRefusal(availability));
  const dishes = mockDb.dishes
    .all()
    .filter((dish) => dish.isAvailable && activeMenus.has(dish.menuId))
    .map(
      (dish) =>
        [dish.id, { id: dish.id, name: dish.name, priceMinor: minorOf(dish.price.toFixed(2)) }] as const,
    );
  const kitchen = mockDb.orders
    .all()
    .filter((order) => order.restaurantId === restaurant.id && inKitchen.has(order.status)).length;
  const quoted = quoteOrderFrom({
    request,
    dishes: new Map(dishes),
    rules,
    busy: rules.busyFromOrders > 0 && kitchen >= rules.busyFromOrders,
    now,
    currency: MOCK_CURRENCY,
  });
  if (!quoted.ok) throw refused(quoted);
  return quoted.quote;
}

function place(request: OrderRequest): PlacedOrder {
  const quote = quoteOf(request);
  const restaurant = mockDb.restaurants.find(quote.restaurantId)!;
  const customer = actorUser();
  const customerName = customer === undefined ? null : `${customer.firstName} ${customer.lastName}`;
  const createdAt = new Date().toISOString();
  const order = mockDb.orders.insert({
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    customerId: customer?.id ?? null,
    customerName,
    courierId: null,
    courierName: null,
    status: 'PENDING',
    ...orderAmounts(
      quote.lines.map((line) => ({ lineTotalMinor: line.totalMinor })),
      quote.deliveryFeeMinor,
    ),
    refundedMinor: 0,
    refundPendingMinor: 0,
    deliveryAddress: request.deliveryAddress,
    customerNotes: request.customerNotes || null,
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      address: restaurant.address,
      ownerId: restaurant.ownerId ?? null,
    },
    customer:
      customer === undefined
        ? null
        : { id: customer.id, name: customerName ?? '', email: customer.email, phone: customer.phone ?? null },
    courier: null,
    items: quote.lines.map((line, index) => ({
      id: Date.now() + index,
      dishId: line.dishId,
      name: line.name,
      ...orderLine(line.unitPriceMinor, line.quantity),
    })),
    history: [
      {
        id: Date.now(),
        from: null,
        to: 'PENDING',
        reason: null,
        actorId: customer?.id ?? null,
        actorName: customerName,
        createdAt,
      },
    ],
    notes: [],
    createdAt,
  });
  return {
    ...quote,
    id: order.id,
    status: 'PENDING',
    deliveryAddress: request.deliveryAddress,
    customerNotes: request.customerNotes || null,
    createdAt,
  };
}

export const orderingEndpoints = {
  quoteOrder: mockEndpoint(
    contract.ordering.quote,
    ({ body }) => quoteOf(body),
    () => notFound('Restaurant'),
  ),
  placeOrder: mockEndpoint(
    contract.ordering.place,
    ({ body, request }) => {
      const key = request.headers.get('idempotency-key');
      if (key === null) return place(body);
      const sent = JSON.stringify(body);
      const kept = placedByKey.get(key);
      if (kept !== undefined && kept.body !== sent) throw refuse('IDEMPOTENCY_KEY_REUSED');
      if (kept !== undefined && mockDb.orders.find(kept.order.id) !== undefined) {
        return HttpResponse.json(kept.order, { status: 201, headers: { 'Idempotent-Replayed': 'true' } });
      }
      const order = place(body);
      placedByKey.set(key, { body: sent, order });
      return order;
    },
    () => notFound('Restaurant'),
  ),
};
