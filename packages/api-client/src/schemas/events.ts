import * as v from 'valibot';
import { HISTORY_KINDS } from './history';

/*
 * Live updates (docs/api.md#events): GET /api/events is a Server-Sent Events stream. Each `change`
 * event tells that a record was created, updated, deleted, restored or purged, by whom, and at which
 * version; clients refetch what they show of it. A `ready` event opens every stream (its id is where
 * a reconnect resumes), a `reset` event says the server could not replay what the client missed:
 * refetch everything.
 */

export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'restore', 'purge'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/**
 * What a change is about: a record with a history, or a staff note on an order (a row of its own,
 * which leaves the order's version as it was: `recordId` is the note's, `orderId` its order's).
 */
export const CHANGE_KINDS = [...HISTORY_KINDS, 'orderNote'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const ChangeEventSchema = v.object({
  /** The event's id, increasing across every server instance: what Last-Event-ID names. */
  id: v.number(),
  kind: v.picklist(CHANGE_KINDS),
  recordId: v.number(),
  /** The record's version after the change (the purged or deleted row's last one). */
  version: v.number(),
  action: v.picklist(CHANGE_ACTIONS),
  /** Who made the change; null for a change outside the API (a script, the purge job). */
  actor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  at: v.string(),
  /** The restaurant the record belongs to (a restaurant's own id, a menu's, a dish's, an order's, a review's). */
  restaurantId: v.nullable(v.number()),
  /** A dish's menu. */
  menuId: v.nullable(v.number()),
  /** An order note's order. */
  orderId: v.nullable(v.number()),
});
export type ChangeEvent = v.InferOutput<typeof ChangeEventSchema>;

/** The SSE event names of the stream. */
export const STREAM_EVENTS = { ready: 'ready', change: 'change', reset: 'reset' } as const;

/** One Server-Sent Event on the wire: `id`, `event` and `data` lines, then a blank line. */
export function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export type ChangeStreamHandlers = {
  /** A record the caller may read was created, updated, deleted, restored or purged. */
  onChange: (event: ChangeEvent) => void;
  /** Changes may have been missed (a long disconnection): refetch everything shown. */
  onReset?: () => void;
  /** The stream is open (after a reconnect, too); `false` while it is down and retrying. */
  onStatus?: (connected: boolean) => void;
  /** Closes the stream for good. */
  signal: AbortSignal;
};

/** Hands one stream message to the handlers: a valid change, or a reset; anything else is ignored. */
export function dispatchStreamMessage(
  handlers: ChangeStreamHandlers,
  event: string | undefined,
  data: string,
): void {
  if (event === STREAM_EVENTS.reset) handlers.onReset?.();
  if (event !== STREAM_EVENTS.change) return;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  const parsed = v.safeParse(ChangeEventSchema, json);
  if (parsed.success) handlers.onChange(parsed.output);
}
