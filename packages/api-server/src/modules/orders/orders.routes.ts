import {
  contract,
  COURIER_ASSIGNABLE_STATUSES,
  ORDER_MESSAGES,
  orderCourierActivity,
  orderMoveActivity,
  orderNoteActivity,
  refundsInFull,
  refusal,
} from '@food-admin/api-client';
import { assertCan, type SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { notFound, validationFailed } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { recordActivity } from '../activity/record-activity';
import { listRoutes } from '../list-routes';
import { refundInFull } from '../refunds/full-refunds';
import { findUserById } from '../users/users.repository';
import { assertCanSeeOrder, lostRace, moveRefusal, orderConflict } from './order-access';
import { orderMapper, toOrderDetail, toOrderNote } from './orders.mapper';
import {
  findOrderDetail,
  findOrderState,
  insertOrderNote,
  insertStatusChange,
  moveOrderStatus,
  ordersSource,
  setOrderCourier,
  type OrderState,
} from './orders.repository';

async function existingOrder(db: Executor, id: number, lock = false): Promise<OrderState> {
  const order = await findOrderState(db, id, lock);
  if (order === undefined) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** The order page's answer for `viewer`, read in the caller's transaction. */
async function orderAnswer(db: Executor, id: number, viewer: SignedInUser, currency: string) {
  const rows = await findOrderDetail(db, id);
  if (rows === undefined) throw notFound(ORDER_MESSAGES.notFound);
  return toOrderDetail(rows, viewer, currency);
}

/** A 400 naming `courierId`, the answer for anyone who is not a courier. */
const notACourier = (message: string) => validationFailed({ courierId: [message] });

/**
 * Orders (docs/api.md#orders): the list scoped to what the caller may see, one order's page, its
 * moves along the contract's status machine, the courier and staff notes. Every change writes its
 * ORDER activity entry (and a move its history row) in its transaction; a rejection or a
 * cancellation its full refund too.
 */
export function orderRoutes({ db, config }: AppContext): Route[] {
  const { currency } = config;
  return [
    ...listRoutes(db, {
      endpoints: {
        list: contract.admin.orders,
        facets: contract.admin.orderFacets,
        export: contract.admin.ordersExport,
      },
      source: (_params, caller) => ordersSource(db, caller),
      toItem: orderMapper(currency),
    }),

    defineRoute(contract.admin.order, async ({ params, user }) => {
      assertCanSeeOrder(user, await existingOrder(db, params.id));
      return orderAnswer(db, params.id, user, currency);
    }),

    defineRoute(contract.admin.orderTransition, async ({ params, body, user, expectedVersion }) =>
      runTransaction(db, async (tx) => {
        // A move is guarded by the status it starts from; one that names a version is guarded by
        // that too, on the locked row (the 409 of a refused move still comes first: it says more).
        const order = await existingOrder(tx, params.id, expectedVersion !== undefined);
        const refusal = moveRefusal(user, order, body.to);
        if (refusal !== undefined) throw refusal;
        await assertVersion(expectedVersion, order, 'order', () => orderAnswer(tx, order.id, user, currency));
        // A courier picking up an unassigned order takes it; other pick-ups keep their courier.
        const courier =
          body.to === 'PICKED_UP'
            ? { expected: order.courierId, next: order.courierId ?? user.id }
            : undefined;
        // Only if the order is still as read: of two moves at once, the second finds it moved on.
        const moved = await moveOrderStatus(tx, { id: order.id, from: order.status, to: body.to, courier });
        if (!moved) throw lostRace(user, order, await existingOrder(tx, params.id), body.to);
        await insertStatusChange(tx, {
          orderId: order.id,
          from: order.status,
          to: body.to,
          reason: body.reason ?? null,
          actorId: user.id,
        });
        await recordActivity(tx, user, orderMoveActivity(order, body.to, body.reason));
        // A rejected or cancelled order gives the customer's money back with the move (docs/api.md#refunds).
        if (refundsInFull(body))
          await refundInFull(tx, {
            order,
            note: body.reason,
            currency,
            createdBy: user,
            record: (entry) => recordActivity(tx, user, entry),
          });
        return orderAnswer(tx, order.id, user, currency);
      }),
    ),

    defineRoute(contract.admin.assignOrderCourier, async ({ params, body, user, expectedVersion }) =>
      runTransaction(db, async (tx) => {
        const order = await existingOrder(tx, params.id, true);
        await assertVersion(expectedVersion, order, 'order', () => orderAnswer(tx, order.id, user, currency));
        if (!COURIER_ASSIGNABLE_STATUSES.includes(order.status))
          throw orderConflict(user, order, refusal('ORDER_COURIER_LOCKED'));
        let courier: UserRow | null = null;
        if (body.courierId !== null) {
          // Locked, so the courier cannot stop being one (or be deleted) before this commits.
          const found = await findUserById(tx, body.courierId, true);
          if (found === undefined) throw notACourier('No user with this id');
          if (found.role !== 'COURIER') throw notACourier('This user is not a courier');
          courier = found;
        }
        if (order.courierId !== (courier?.id ?? null)) {
          await setOrderCourier(tx, order.id, courier?.id ?? null);
          await recordActivity(
            tx,
            user,
            orderCourierActivity(order, courier && `${courier.firstName} ${courier.lastName}`),
          );
        }
        return orderAnswer(tx, order.id, user, currency);
      }),
    ),

    defineRoute(contract.admin.addOrderNote, async ({ params, body, user }) =>
      runTransaction(db, async (tx) => {
        const order = await existingOrder(tx, params.id);
        assertCan(
          user,
          'orders.handle',
          { id: order.restaurantId, ownerId: order.restaurantOwnerId },
          refusal('ORDER_NOTES_NOT_ALLOWED'),
        );
        const note = await insertOrderNote(tx, { orderId: order.id, authorId: user.id, text: body.text });
        await recordActivity(tx, user, orderNoteActivity(order));
        return toOrderNote({ ...note, authorName: `${user.firstName} ${user.lastName}` });
      }),
    ),
  ];
}
