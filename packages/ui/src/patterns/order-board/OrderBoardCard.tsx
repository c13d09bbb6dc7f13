import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { AlertTriangle, Bike, Clock, GripVertical } from 'lucide-react';
import { memo, useCallback, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { RenderHrefLink } from '../../lib/links';
import { useBoardStrings } from './board-strings';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { cardDragId } from './board-dnd';

/** One open order on the board: what its card shows, formatted by the app where it is money. */
export interface OrderBoardCardData {
  id: number;
  /** The id of the column the card sits in (`BoardColumn.id`). */
  column: string;
  /** Short, the order's number: `#1024`. Its link's text and the name in announcements. */
  title: string;
  /** The order's page: the title links to it (through `renderLink`, else a plain `<a>`). */
  href?: string | undefined;
  restaurant: string;
  /** When the order was placed (ISO 8601): the card shows its age against `now`. */
  placedAt: string;
  /** When it is due (ISO 8601), shown as a time of day; null or absent: not shown. */
  dueAt?: string | null | undefined;
  /** The number of items (quantities summed). */
  itemCount: number;
  /** The order's total, already formatted (`$42.50`). */
  total: string;
  courierId: number | null;
  courierName: string | null;
  /** Why the order is late, in the reader's language (`Waiting for a courier`); null or absent: on time. */
  late?: string | null | undefined;
  /** A courier may be assigned: the card shows Assign… and, beside a couriers lane, can be dragged. */
  assignable: boolean;
}

export interface OrderBoardCardProps {
  /** Keep the object the same between renders while the order is unchanged: the card is memoised. */
  card: OrderBoardCardData;
  /** The time ages are counted to, in milliseconds (`Date.now()`): tick it once a minute. */
  now: number;
  /** An assignment is in flight: the card is dimmed, `aria-busy`, and cannot be assigned again. */
  busy?: boolean;
  /**
   * Assign… (on assignable cards): the keyboard and touch way to a courier; the app opens its
   * courier picker. Keep it stable (memoised): the card is memoised.
   */
  onAssignRequest?: ((id: number) => void) | undefined;
  /** Renders the title's link to `card.href` with the app's router; a plain `<a href>` without it. */
  renderLink?: RenderHrefLink | undefined;
  /**
   * Inside `OrderBoard`'s drag and drop (set by the board beside its couriers lane): an assignable
   * card can be dragged onto a courier, by its handle with the keyboard or anywhere with a mouse.
   */
  draggable?: boolean;
  // Set by OrderBoard's long columns, which keep only the cards in and near their view in the DOM.
  /** The card's place in its whole column (from 0): its `aria-posinset`, and TanStack Virtual's `data-index`. */
  placeIndex?: number | undefined;
  /** The number of cards in its column: its `aria-setsize`. */
  placeOf?: number | undefined;
  /** Measures the rendered card (TanStack Virtual's `measureElement`). Keep it stable. */
  measureRef?: ((element: HTMLElement | null) => void) | undefined;
  /** Kept in the DOM outside the rendered range (lifted, or holding the focus): laid over its own place, this far down the list (px). */
  keptAt?: number | undefined;
}

const MINUTE_MS = 60_000;

const plainLink: RenderHrefLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

interface CardFrameProps extends Omit<OrderBoardCardProps, 'draggable'> {
  /** The drag overlay's copy: a picture of the card, without links or buttons, hidden from screen readers. */
  preview?: boolean;
  // The drag wiring from dnd-kit, each stable between renders while the card is not dragged (so
  // the memo holds when every draggable renders again as a drag starts).
  nodeRef?: ((element: HTMLElement | null) => void) | undefined;
  dragging?: boolean;
  /** The drag handle's ref and attributes; absent: no handle. */
  handleRef?: ((element: HTMLElement | null) => void) | undefined;
  handleAttributes?: DraggableAttributes | undefined;
  onHandleKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  onPointerDown?: ((event: PointerEvent) => void) | undefined;
}

/** What the card shows. Memoised: while a card is dragged every draggable re-renders, this does not. */
const CardFrame = memo(function CardFrame({
  card,
  now,
  busy = false,
  onAssignRequest,
  renderLink,
  preview = false,
  nodeRef,
  dragging = false,
  handleRef,
  handleAttributes,
  onHandleKeyDown,
  onPointerDown,
  placeIndex,
  placeOf,
  measureRef,
  keptAt,
}: CardFrameProps) {
  const strings = useBoardStrings();
  const ref = useMergedRef(nodeRef, measureRef);
  const age = Math.max(0, Math.floor((now - Date.parse(card.placedAt)) / MINUTE_MS));
  const due = card.dueAt ? new Date(card.dueAt) : null;
  const showDue = due !== null && !Number.isNaN(due.getTime());
  const title =
    card.href && !preview ? (
      (renderLink ?? plainLink)({ href: card.href, className: 'fa-board-card__link', children: card.title })
    ) : (
      <span className="fa-board-card__link">{card.title}</span>
    );
  let action: ReactNode = null;
  if (busy)
    action = (
      <span className="fa-board-card__busy">
        <Spinner size="sm" label={null} />
        {strings.boardAssigning}
      </span>
    );
  else if (preview && card.assignable)
    // The picture of the button the card has (the preview is hidden from screen readers: nothing in it is focusable).
    action = <span className="fa-button fa-button--outline fa-button--sm">{strings.boardAssign}</span>;
  else if (card.assignable && onAssignRequest)
    action = (
      <Button
        size="sm"
        variant="outline"
        className="fa-board-card__assign"
        aria-label={strings.boardAssignLabel(card.title)}
        onClick={() => onAssignRequest(card.id)}
      >
        {strings.boardAssign}
      </Button>
    );
  const Root = preview ? 'div' : 'li';
  return (
    <Root
      ref={ref}
      className={cx(
        'fa-board-card',
        card.late && 'fa-board-card--late',
        busy && 'fa-board-card--busy',
        dragging && 'fa-board-card--dragging',
        preview && 'fa-board-card--preview',
        keptAt !== undefined && 'fa-board-card--kept',
      )}
      data-card-id={placeIndex === undefined ? undefined : card.id}
      data-index={placeIndex}
      aria-posinset={placeIndex === undefined ? undefined : placeIndex + 1}
      aria-setsize={placeOf}
      style={keptAt === undefined ? undefined : { insetBlockStart: keptAt }}
      aria-busy={busy || undefined}
      aria-hidden={preview || undefined}
      onPointerDown={onPointerDown}
    >
      <div className="fa-board-card__top">
        {title}
        <span className="fa-board-card__age">
          <Clock size={12} aria-hidden="true" />
          <time dateTime={card.placedAt}>{strings.boardAge(age)}</time>
        </span>
      </div>
      <div className="fa-board-card__restaurant">{card.restaurant}</div>
      <div className="fa-board-card__facts">
        <span>{strings.boardItems(card.itemCount)}</span>
        <span className="fa-board-card__total">{card.total}</span>
        {showDue ? <span>{strings.boardDue(due)}</span> : null}
      </div>
      <div
        className={cx('fa-board-card__courier', card.courierName === null && 'fa-board-card__courier--none')}
      >
        <Bike size={14} aria-hidden="true" />
        <span>{card.courierName ?? strings.boardNoCourier}</span>
      </div>
      {card.late ? (
        <div className="fa-board-card__late">
          <AlertTriangle size={14} aria-hidden="true" />
          <span>{strings.boardLate(card.late)}</span>
        </div>
      ) : null}
      {action || handleAttributes || (preview && card.assignable) ? (
        <div className="fa-board-card__actions">
          {action}
          {handleAttributes ? (
            <button
              ref={handleRef}
              type="button"
              className="fa-board-card__handle"
              {...handleAttributes}
              aria-label={strings.boardDragHandle(card.title)}
              onKeyDown={onHandleKeyDown}
            >
              <GripVertical size={16} aria-hidden="true" />
            </button>
          ) : preview ? (
            <span className="fa-board-card__handle">
              <GripVertical size={16} />
            </span>
          ) : null}
        </div>
      ) : null}
    </Root>
  );
});

/** One ref for the element from both of two callback refs (dnd-kit's node and the list's measure). */
function useMergedRef(
  first: ((element: HTMLElement | null) => void) | undefined,
  second: ((element: HTMLElement | null) => void) | undefined,
) {
  return useCallback(
    (element: HTMLElement | null) => {
      first?.(element);
      second?.(element);
    },
    [first, second],
  );
}

/** A card dnd-kit can drag: by its handle (keyboard) or, with a mouse or pen, from anywhere on it. */
function DraggableCard(props: Omit<OrderBoardCardProps, 'draggable'>) {
  const strings = useBoardStrings();
  const { card, busy = false } = props;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: cardDragId(card.id),
    data: card,
    disabled: busy,
    attributes: { roleDescription: strings.boardDraggable },
  });
  return (
    <CardFrame
      {...props}
      nodeRef={setNodeRef}
      dragging={isDragging}
      handleRef={setActivatorNodeRef}
      handleAttributes={attributes}
      onHandleKeyDown={keyHandler(listeners)}
      onPointerDown={pointerHandler(listeners)}
    />
  );
}

// dnd-kit's listeners object is memoised; its handlers, taken apart, keep their identity.
const keyHandler = (listeners: DraggableSyntheticListeners) =>
  listeners?.onKeyDown as CardFrameProps['onHandleKeyDown'];
const pointerHandler = (listeners: DraggableSyntheticListeners) =>
  listeners?.onPointerDown as CardFrameProps['onPointerDown'];

/**
 * An open order on the board: its number (a link to the order), restaurant, age, due time, items,
 * total, courier, why it is late (icon, colour and text), and Assign… when a courier may be
 * assigned. Memoised: the board may hold 500 cards, and an unchanged order's card does not render
 * again (keep `card`, `onAssignRequest` and `renderLink` the same objects). Off-screen cards skip
 * their layout and painting (`content-visibility: auto`).
 */
export const OrderBoardCard = memo(function OrderBoardCard({
  draggable = false,
  ...props
}: OrderBoardCardProps) {
  return draggable && props.card.assignable ? <DraggableCard {...props} /> : <CardFrame {...props} />;
});

/** The lifted card's picture under the pointer (dnd-kit's DragOverlay). */
export function OrderBoardCardPreview({ card, now }: { card: OrderBoardCardData; now: number }) {
  return <CardFrame card={card} now={now} preview />;
}
