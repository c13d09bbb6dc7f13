import { useDroppable } from '@dnd-kit/core';
import { memo, useId } from 'react';
import { cx } from '../../lib/cx';
import { useBoardStrings } from './board-strings';
import { Badge } from '../../primitives/badge';
import { courierDropId } from './board-dnd';

/** A courier beside the board: who, whether they take orders now, and how busy they are. */
export interface BoardCourier {
  id: number;
  name: string;
  /** On shift and taking orders. */
  available: boolean;
  /** Orders they carry or are assigned now. */
  load: number;
  deliveredToday: number;
}

export interface CourierLaneProps {
  couriers: readonly BoardCourier[];
  /**
   * Each row is a drop target for the board's cards (set by `OrderBoard`, inside its drag and drop;
   * needs dnd-kit's context).
   */
  dropTargets?: boolean;
  /** The lane's own heading; false where something else names it (the board's phone tab). */
  headed?: boolean;
  className?: string;
}

type CourierRowProps = { courier: BoardCourier; dropTarget: boolean };

/** The same courier as far as the row shows: an app may pass new objects on every read. */
const sameRow = (before: CourierRowProps, after: CourierRowProps) =>
  before.dropTarget === after.dropTarget &&
  (Object.keys(after.courier) as (keyof BoardCourier)[]).every(
    (key) => before.courier[key] === after.courier[key],
  );

/** A courier's row. Memoised on what it shows: 100 couriers, read again with every order change. */
const CourierRow = memo(function CourierRow({ courier, dropTarget }: CourierRowProps) {
  const strings = useBoardStrings();
  const { setNodeRef, isOver } = useDroppable({
    id: courierDropId(courier.id),
    data: courier,
    disabled: !dropTarget,
  });
  return (
    <li
      ref={dropTarget ? setNodeRef : undefined}
      className={cx('fa-board-courier', isOver && 'fa-board-courier--over')}
    >
      <div className="fa-board-courier__top">
        <span className="fa-board-courier__name">{courier.name}</span>
        <Badge tone={courier.available ? 'success' : 'neutral'}>
          {courier.available ? strings.available : strings.unavailable}
        </Badge>
      </div>
      <div className="fa-board-courier__stats">
        <span>{strings.boardCourierLoad(courier.load)}</span>
        <span>{strings.boardDeliveredToday(courier.deliveredToday)}</span>
      </div>
    </li>
  );
}, sameRow);

/**
 * The couriers beside the order board: each one's name, availability, load (active orders) and
 * deliveries today. Beside `OrderBoard`, each row is where a card is dropped to assign that
 * courier. The list scrolls on its own.
 */
export function CourierLane({ couriers, dropTargets = false, headed = true, className }: CourierLaneProps) {
  const strings = useBoardStrings();
  const headingId = useId();
  return (
    <section
      className={cx('fa-board-lane', className)}
      aria-labelledby={headed ? headingId : undefined}
      aria-label={headed ? undefined : strings.boardCouriers}
    >
      {headed ? (
        <div className="fa-board__column-header">
          <h3 id={headingId} className="fa-board__column-title">
            <span className="fa-board__column-name">{strings.boardCouriers}</span>
            {/* A space, so the heading reads "Couriers 4" (the flex gap spaces it on screen). */}{' '}
            <span className="fa-board__count">{strings.formatCount(couriers.length)}</span>
          </h3>
        </div>
      ) : null}
      {couriers.length === 0 ? (
        <p className="fa-board__none">{strings.boardNoCouriers}</p>
      ) : (
        // Focusable, so a keyboard can scroll it.
        <ul className="fa-board__list" tabIndex={0} aria-label={strings.boardCouriers}>
          {couriers.map((courier) => (
            <CourierRow key={courier.id} courier={courier} dropTarget={dropTargets} />
          ))}
        </ul>
      )}
    </section>
  );
}
