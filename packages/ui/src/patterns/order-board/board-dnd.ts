// The order board's drag and drop (dnd-kit): draggable and droppable ids, the pointer sensor that
// leaves touch to the Assign… button, and how the keyboard moves a lifted card from courier to
// courier rather than 25 px at a time.
import { PointerSensor, type ClientRect, type PointerSensorOptions, type Translate } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** A card's draggable id (cards and couriers are both numbered, so each has its own prefix). */
export const cardDragId = (id: number) => `order:${id}`;
/** A courier row's droppable id. */
export const courierDropId = (id: number) => `courier:${id}`;

/**
 * Where an arrow key takes a lifted card along the line `[away from the couriers, first courier, …,
 * last courier]`: ArrowDown, and the arrow that points at the lane (right, or left right to left,
 * where the lane is on the left), go forward; ArrowUp and the other arrow go back, off the lane
 * before the first courier. Stops at the ends. `undefined` for any other key (the card stays).
 *
 * `current` is the courier row's index, `null` when the card is over no courier.
 */
export function courierStep(
  current: number | null,
  key: string,
  count: number,
  rtl: boolean,
): number | null | undefined {
  const towardsLane = rtl ? 'ArrowLeft' : 'ArrowRight';
  const awayFromLane = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'ArrowDown' || key === towardsLane) {
    if (count === 0) return null;
    return current === null ? 0 : Math.min(current + 1, count - 1);
  }
  if (key === 'ArrowUp' || key === awayFromLane) {
    if (current === null || current === 0) return null;
    return Math.min(current - 1, count - 1);
  }
  return undefined;
}

/** How far a lifted card reaches over a courier's row (its padding): the name stays in sight. */
const ROW_OVERLAP = 12;

/**
 * Where a lifted card (its size `card`) is drawn at a courier's row: level with the row, just
 * reaching over its near edge (the lane's side that faces the columns).
 */
export function besideRow(row: ClientRect, card: { width: number; height: number }, rtl: boolean): Translate {
  const overlap = Math.min(ROW_OVERLAP, row.width / 3);
  return {
    x: rtl ? row.right - overlap : row.left + overlap - card.width,
    y: row.top + (row.height - card.height) / 2,
  };
}

/**
 * dnd-kit's pointer sensor for a mouse or a pen. A finger on a card scrolls its column: on a touch
 * screen the card's Assign… button is the way to a courier (the app's picker dialog).
 */
export class BoardPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}
