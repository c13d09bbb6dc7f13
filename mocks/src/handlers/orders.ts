import {
  bodyOf,
  allowedMovesFor,
  canSeeOrder,
  contract,
  COURIER_ASSIGNABLE_STATUSES,
  hiddenOrderRefusal,
  orderListQueries,
  orderCourierActivity,
  orderMoveActivity,
  orderMoveRefusal,
  orderNoteActivity,
  orderRefundStateOf,
  refusal,
  refundsInFull,
  type Order,
  type OrderDetail,
  type OrderMoveRefusal,
} from '@food-admin/api-client';
import { can } from './permissions';
import { HttpResponse } from 'msw';
import type { MockOrder } from '../fixtures/orders';
import type { MockUser } from '../fixtures/users';
import { actorUser, logActivity, mockDb, publishOrderNote } from '../db/mock-db';
import { facetCounts, listPage, listRows, mockList, noFacets } from '../db/paging';
import { assertVersion, csvExport, emptyPage, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { mover } from './mover';
import { refundInFull } from './refunds';
import { bodyResponse, fieldError, noContent, notFound, refuse } from './respond';

/*
 * Orders and their workflow, as the server's modules/orders answers them (docs/api.md#orders): the
 * machine, the moves per role and the refusals are the contract's (schemas/orders.ts), so the mocks
 * refuse exactly what the server refuses. Like the review mocks these follow the acting user's role
 * (`mockDb.actor`): an owner sees their restaurants' orders, a courier the READY ones and their own.
 * A rejection, and a cancellation unless told NONE, refunds the order in full (refunds.ts).
 * The edge's role checks (403 for a customer) are not mocked; concurrent moves cannot happen here.
 */

const orderList = mockList<Order>()(orderListQueries, {
  customerEmail: (order) => (order.customerId === null ? null : mockDb.users.find(order.customerId)?.email),
  // From the stored order's sums, as the server works it out (orders.repository.ts#orderRefundState).
  refund: (order) => {
    const stored = mockDb.orders.find(order.id);
    return stored === undefined ? 'NONE' : orderRefundStateOf(stored);
  },
});

/** The list's row of a stored order (the server's orders.mapper.ts#toOrder). */
const toOrder = (order: MockOrder): Order => ({
  id: order.id,
  version: order.version,
  restaurantId: order.restaurantId,
  restaurantName: order.restaurantName,
  customerId: order.customerId,
  customerName: order.customerName,
  courierId: order.courierId,
  courierName: order.courierName,
  status: order.status,
  total: order.total,
  totalMinor: order.totalMinor,
  currency: order.currency,
  createdAt: order.createdAt,
});

// Where the other handlers have found it (it lives in mover.ts so refunds.ts need not import this).
export { mover };

/** What of an order the contract's rules read. The owner is looked up now (restaurants may change). */
const stateOf = (order: MockOrder) => ({
  status: order.status,
  courierId: order.courierId ?? null,
  restaurantId: order.restaurantId,
  restaurantOwnerId: mockDb.restaurants.find(order.restaurantId)?.ownerId ?? null,
});

/** The stored orders the actor may see (the server's orderScope): the list's, the board's. */
export const visibleMockOrders = (): MockOrder[] => {
  const who = mover();
  return mockDb.orders.all().filter((order) => canSeeOrder(who, stateOf(order)));
};

const visibleOrders = (): Order[] => visibleMockOrders().map(toOrder);

const toDetail = (order: MockOrder): OrderDetail => ({
  ...order,
  allowedMoves: allowedMovesFor(mover(), stateOf(order)),
});

/** The order, if the actor may see it: 404 when it does not exist, 403 when it is not theirs. */
function visibleOrder(id: number): MockOrder {
  const order = existing(mockDb.orders, id, 'Order');
  if (!canSeeOrder(mover(), stateOf(order))) throw bodyResponse(403, bodyOf(hiddenOrderRefusal(mover())));
  return order;
}

/** The server's refusal: a 403, or a 409 with the order's status and the actor's moves from it. */
function refusalResponse(refused: OrderMoveRefusal, order: MockOrder): Response {
  if (refused.status === 403) return bodyResponse(403, bodyOf(refused));
  return HttpResponse.json(
    {
      status: order.status,
      allowed: allowedMovesFor(mover(), stateOf(order)),
      ...bodyOf(refused),
    },
    { status: 409 },
  );
}

const personOf = (user: MockUser) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
  email: user.email,
  phone: user.phone ?? null,
});

const nextId = (ids: number[]) => ids.reduce((max, id) => Math.max(max, id), 0) + 1;

export const orderEndpoints = {
  orders: mockEndpoint(
    contract.admin.orders,
    ({ query }) => listPage(visibleOrders(), query, orderList),
    emptyPage,
  ),
  orderFacets: mockEndpoint(
    contract.admin.orderFacets,
    ({ query }) => facetCounts(visibleOrders(), query, orderList),
    () => noFacets(orderList),
  ),
  ordersExport: mockEndpoint(
    contract.admin.ordersExport,
    ({ query }) =>
      csvExport(contract.admin.ordersExport, orderList, listRows(visibleOrders(), query, orderList)),
    () => csvExport(contract.admin.ordersExport, orderList, []),
  ),
  order: mockEndpoint(
    contract.admin.order,
    ({ params }) => toDetail(visibleOrder(params.id)),
    () => notFound('Order'),
  ),
  orderTransition: mockEndpoint(
    contract.admin.orderTransition,
    ({ params, body, request }) => {
      const order = existing(mockDb.orders, params.id, 'Order');
      const refusal = orderMoveRefusal(mover(), stateOf(order), body.to);
      if (refusal !== undefined) throw refusalResponse(refusal, order);
      assertVersion(request, order, 'order', toDetail(order));
      const actor = actorUser();
      // A courier picking up an unassigned order takes it (the server's orders.routes.ts).
      const takes = body.to === 'PICKED_UP' && order.courierId === null && actor !== undefined;
      const history = [
        ...order.history,
        {
          id: nextId(mockDb.orders.all().flatMap((row) => row.history.map((change) => change.id))),
          from: order.status,
          to: body.to,
          reason: body.reason ?? null,
          actorId: actor?.id ?? null,
          actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
          createdAt: new Date().toISOString(),
        },
      ];
      logActivity(orderMoveActivity(order, body.to, body.reason));
      const moved =
        mockDb.orders.update(order.id, {
          status: body.to,
          history,
          ...(takes && actor
            ? { courierId: actor.id, courierName: personOf(actor).name, courier: personOf(actor) }
            : {}),
        }) ?? order;
      // A rejected or cancelled order gives the money back with the move, as on the server.
      return toDetail(refundsInFull(body) ? refundInFull(moved, body.reason) : moved);
    },
    noContent,
  ),
  assignOrderCourier: mockEndpoint(
    contract.admin.assignOrderCourier,
    ({ params, body, request }) => {
      const order = existing(mockDb.orders, params.id, 'Order');
      assertVersion(request, order, 'order', toDetail(order));
      if (!COURIER_ASSIGNABLE_STATUSES.includes(order.status))
        throw refusalResponse(refusal('ORDER_COURIER_LOCKED') as OrderMoveRefusal, order);
      let courier: MockUser | null = null;
      if (body.courierId !== null) {
        const found = mockDb.users.find(body.courierId);
        if (found === undefined) throw fieldError('courierId', 'No user with this id');
        if (found.role !== 'COURIER') throw fieldError('courierId', 'This user is not a courier');
        courier = found;
      }
      if ((order.courierId ?? null) === (courier?.id ?? null)) return toDetail(order);
      logActivity(orderCourierActivity(order, courier && `${courier.firstName} ${courier.lastName}`));
      const person = courier === null ? null : personOf(courier);
      const updated = mockDb.orders.update(order.id, {
        courierId: person?.id ?? null,
        courierName: person?.name ?? null,
        courier: person,
      });
      return toDetail(updated ?? order);
    },
    noContent,
  ),
  addOrderNote: mockEndpoint(
    contract.admin.addOrderNote,
    ({ params, body }) => {
      const order = existing(mockDb.orders, params.id, 'Order');
      const who = mover();
      if (!can(who, 'orders.handle', order.restaurantId)) throw refuse('ORDER_NOTES_NOT_ALLOWED');
      const actor = actorUser();
      const note = {
        id: nextId(mockDb.orders.all().flatMap((row) => row.notes.map((existingNote) => existingNote.id))),
        text: body.text,
        authorId: actor?.id ?? null,
        authorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
        createdAt: new Date().toISOString(),
      };
      mockDb.orders.setBeside(order.id, { notes: [...order.notes, note] });
      publishOrderNote(order, note.id, actor);
      logActivity(orderNoteActivity(order));
      return note;
    },
    noContent,
  ),
};
