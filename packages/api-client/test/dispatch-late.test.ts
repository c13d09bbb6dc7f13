// The board's late rules (schemas/dispatch.ts, docs/requirements.md#req-dispatch-board): each
// rule's edge, a minute either side, so a change of threshold or comparison shows here.
import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_TIMEOUT_ALERT_MINUTES,
  DEFAULT_DELIVERY_ESTIMATE_MINUTES,
  PENDING_ORDER_ALERT_MINUTES,
  READY_WITHOUT_COURIER_LATE_MINUTES,
  lateReason,
  type BoardOrder,
} from '../src';

const NOW = Date.parse('2026-12-05T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

type Card = Pick<BoardOrder, 'status' | 'placedAt' | 'statusSince' | 'acceptanceDueAt' | 'courierId'>;
const card = (fields: Partial<Card>): Card => ({
  status: 'PENDING',
  placedAt: minutesAgo(1),
  statusSince: minutesAgo(1),
  acceptanceDueAt: null,
  courierId: null,
  ...fields,
});

describe('lateReason', () => {
  it('marks a pending order once its acceptance deadline is within the warning point', () => {
    const due = (minutes: number) => card({ acceptanceDueAt: inMinutes(minutes) });
    expect(lateReason(due(ACCEPTANCE_TIMEOUT_ALERT_MINUTES + 1), NOW)).toBeNull();
    expect(lateReason(due(ACCEPTANCE_TIMEOUT_ALERT_MINUTES), NOW)).toBe('acceptance');
    expect(lateReason(due(0), NOW)).toBe('acceptance');
  });

  it("uses the dashboard's waiting time for a restaurant without an acceptance timeout", () => {
    const placed = (minutes: number) =>
      card({ placedAt: minutesAgo(minutes), statusSince: minutesAgo(minutes) });
    expect(lateReason(placed(PENDING_ORDER_ALERT_MINUTES - 1), NOW)).toBeNull();
    expect(lateReason(placed(PENDING_ORDER_ALERT_MINUTES), NOW)).toBe('acceptance');
  });

  it('marks a ready order without a courier after the set minutes, never one with a courier', () => {
    const ready = (minutes: number, courierId: number | null = null) =>
      card({ status: 'READY', statusSince: minutesAgo(minutes), placedAt: minutesAgo(60), courierId });
    expect(lateReason(ready(READY_WITHOUT_COURIER_LATE_MINUTES - 1), NOW)).toBeNull();
    expect(lateReason(ready(READY_WITHOUT_COURIER_LATE_MINUTES), NOW)).toBe('courier');
    expect(lateReason(ready(READY_WITHOUT_COURIER_LATE_MINUTES + 30, 7), NOW)).toBeNull();
  });

  it("marks a picked-up order past its courier's average, or the default estimate", () => {
    const out = (minutes: number) =>
      card({ status: 'PICKED_UP', statusSince: minutesAgo(minutes), placedAt: minutesAgo(90), courierId: 7 });
    expect(lateReason(out(DEFAULT_DELIVERY_ESTIMATE_MINUTES), NOW)).toBeNull();
    expect(lateReason(out(DEFAULT_DELIVERY_ESTIMATE_MINUTES + 1), NOW)).toBe('delivery');
    expect(lateReason(out(20), NOW, 18)).toBe('delivery');
    expect(lateReason(out(20), NOW, 25)).toBeNull();
  });

  it('never marks an accepted or preparing order, however old', () => {
    for (const status of ['ACCEPTED', 'PREPARING'] as const)
      expect(
        lateReason(card({ status, placedAt: minutesAgo(500), statusSince: minutesAgo(500) }), NOW),
      ).toBeNull();
  });
});
