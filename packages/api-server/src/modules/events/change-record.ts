import type { ChangeEvent, ChangeKind } from '@food-admin/api-client';
import type { changeEvents } from '../../db/schema';

/** One change_events row (drizzle/0015_live_events.sql): the public event and who may hear it. */
export type ChangeRecord = typeof changeEvents.$inferSelect;

type NotifiedRow = {
  id: number;
  kind: string;
  record_id: number;
  version: number;
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  restaurant_id: number | null;
  menu_id: number | null;
  owner_id: number | null;
  user_id: number | null;
  courier_id: number | null;
  status: string | null;
  order_id: number | null;
  created_at: string;
};

/** The row as the trigger's NOTIFY sends it (row_to_json: column names); undefined if it is not one. */
export function recordFromNotification(payload: string): ChangeRecord | undefined {
  let row: NotifiedRow;
  try {
    row = JSON.parse(payload) as NotifiedRow;
  } catch {
    return undefined;
  }
  if (typeof row?.id !== 'number' || typeof row.kind !== 'string') return undefined;
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.record_id,
    version: row.version,
    action: row.action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    restaurantId: row.restaurant_id,
    menuId: row.menu_id,
    ownerId: row.owner_id,
    userId: row.user_id,
    courierId: row.courier_id,
    status: row.status,
    orderId: row.order_id ?? null,
    createdAt: new Date(row.created_at),
  };
}

/** What the stream sends: the scope columns (owner, customer, courier, status) stay on the server. */
export function toChangeEvent(record: ChangeRecord): ChangeEvent {
  return {
    id: record.id,
    kind: record.kind as ChangeKind,
    recordId: record.recordId,
    version: record.version,
    action: record.action as ChangeEvent['action'],
    actor: record.actorId === null ? null : { id: record.actorId, name: record.actorName ?? '' },
    at: record.createdAt.toISOString(),
    restaurantId: record.restaurantId,
    menuId: record.menuId,
    orderId: record.orderId,
  };
}
