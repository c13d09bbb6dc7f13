import { useKitStrings, type KitStrings } from '../../strings';
import type { BoardStrings } from '../../strings/board-strings';
import { counted, formatCount, formatTime } from '../../strings/english';

/** The board's English texts, loaded with the board rather than with every page (strings/defaults.ts). */
export const defaultBoardStrings: BoardStrings = {
  boardTitle: 'Live orders',
  boardLateCount: (count) => `${formatCount(count)} late`,
  boardColumnEmpty: 'No orders',
  boardEmptyTitle: 'No open orders',
  boardEmptyDescription: 'New orders show up here as soon as they are placed.',
  boardReconnecting: 'Reconnecting to live updates… The board may be a little behind until then.',
  boardViews: 'Board columns',
  boardCouriers: 'Couriers',
  boardNoCouriers: 'No couriers on shift.',
  boardCourierLoad: (count) => counted(count, 'active order', 'active orders'),
  boardDeliveredToday: (count) => `${formatCount(count)} delivered today`,
  boardAge: (minutes) =>
    minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  boardDue: (time) => `Due ${formatTime(time)}`,
  boardItems: (count) => counted(count, 'item', 'items'),
  boardNoCourier: 'No courier',
  boardLate: (reason) => `Late: ${reason}`,
  boardAssign: 'Assign…',
  boardAssignLabel: (title) => `Assign a courier to ${title}`,
  boardAssigning: 'Assigning…',
  boardDragHandle: (title) => `Move ${title} to a courier`,
  boardDraggable: 'draggable',
  boardDragInstructions:
    'To assign a courier, press Space or Enter to pick the order up, the arrow keys to move between couriers, Space or Enter to drop it on one, or Escape to cancel.',
  boardDragStart: (title) => `Picked up order ${title}.`,
  boardDragOver: (title, courier) =>
    courier === undefined ? `Order ${title} is not over a courier.` : `Order ${title} is over ${courier}.`,
  boardDragEnd: (title, courier) =>
    courier === undefined
      ? `Order ${title} was dropped away from the couriers. Nothing changed.`
      : `Order ${title} was dropped on ${courier}.`,
  boardDropUnchanged: (title, courier) => `Order ${title} already goes with ${courier}. Nothing changed.`,
  boardDragCancel: (title) => `Moving order ${title} was cancelled. Nothing changed.`,
};

/** Each set of kit texts with the board's, made once: every card of a board shares it. */
const merged = new WeakMap<KitStrings, KitStrings & BoardStrings>();

/** The kit's texts with the board's: the app's translation where it gives one, else the English. */
export function useBoardStrings(): KitStrings & BoardStrings {
  const strings = useKitStrings();
  let board = merged.get(strings);
  if (board === undefined)
    merged.set(strings, (board = { ...defaultBoardStrings, ...withoutUndefined(strings) }));
  return board;
}

/** A translation's texts, without keys it leaves undefined (they would hide the English). */
const withoutUndefined = (strings: KitStrings) =>
  Object.fromEntries(Object.entries(strings).filter(([, value]) => value !== undefined)) as KitStrings;
