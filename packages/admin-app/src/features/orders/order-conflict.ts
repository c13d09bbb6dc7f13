import * as v from 'valibot';
import {
  ApiError,
  OrderDetailSchema,
  orderConflictOf,
  type OrderDetail,
  type OrderStatus,
} from '@food-admin/api-client';

/** Someone else changed the order first: where it is now, and the order itself when the answer had it. */
export type OrderConflict = { status: OrderStatus; current: OrderDetail | undefined };

/**
 * The one reading of "someone else moved it" for every order write. The server says it two ways:
 * 412 when the write's If-Match named an older version (with the order as it is now, `current`),
 * 409 when the move itself is no longer allowed (with the status and the moves left). Any other
 * error is not a conflict (undefined).
 */
export function orderConflict(error: unknown): OrderConflict | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 412) {
    const parsed = v.safeParse(OrderDetailSchema, (error.body as { current?: unknown } | undefined)?.current);
    return parsed.success ? { status: parsed.output.status, current: parsed.output } : undefined;
  }
  const refused = orderConflictOf(error);
  return refused === undefined ? undefined : { status: refused.status, current: undefined };
}
