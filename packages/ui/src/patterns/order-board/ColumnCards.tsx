import { useVirtualizer } from '@tanstack/react-virtual';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { cx } from '../../lib/cx';
import type { RenderHrefLink } from '../../lib/links';
import { useBoardStrings } from './board-strings';
import { OrderBoardCard, type OrderBoardCardData, type OrderBoardCardProps } from './OrderBoardCard';

export interface ColumnCardsProps {
  cards: readonly OrderBoardCardData[];
  now: number;
  busyIds: ReadonlySet<number>;
  draggable: boolean;
  onAssignRequest: ((id: number) => void) | undefined;
  renderLink: RenderHrefLink | undefined;
  /**
   * The list scrolls on its own (the columns side by side): past `VIRTUAL_FROM` cards only those in
   * and near its view are in the DOM. False in the phone's tabs, where the page scrolls.
   */
  scrolls: boolean;
  /** The list's name: the column's heading's id, or (in a tab) its title. */
  labelledBy?: string;
  label?: string;
}

/**
 * A column of more cards than this keeps only those in and near its view in the DOM (TanStack
 * Virtual). 500 cards in the DOM cost every frame their layout, paint and visibility checks
 * (docs/performance.md#board-frames); a short column is cheaper rendered whole.
 */
export const VIRTUAL_FROM = 40;
/** A card's height before it is measured (px): the usual card, three lines and its courier. */
const ESTIMATED_CARD_PX = 136;
/** The list's padding before its first card and the space after each card (px; the CSS's space-1 and space-2). */
const LIST_PADDING_START_PX = 4;
const CARD_GAP_PX = 8;
const INITIAL_VIEW = { width: 0, height: 640 };
/** Cards rendered beyond each end of the view: the next Tab and a short scroll find them in place. */
const OVERSCAN = 3;

/**
 * The lifted card's id (set by the board while a card is dragged): its column keeps it in the DOM
 * wherever the column is scrolled, for dnd-kit's drag and the focus it gives back on a drop.
 */
export const LiftedCardContext = createContext<number | null>(null);

/**
 * A column's cards: all of them, or (a long column that scrolls on its own) those in and near its
 * view, each with its place in the whole list for screen readers (aria-posinset of aria-setsize).
 * Memoised: the board renders again when a drag starts or ends, its columns do not (and a column
 * renders its cards again only when its own cards change).
 */
export const ColumnCards = memo(function ColumnCards(props: ColumnCardsProps) {
  const strings = useBoardStrings();
  if (props.cards.length === 0) return <p className="fa-board__none">{strings.boardColumnEmpty}</p>;
  return props.scrolls && props.cards.length > VIRTUAL_FROM ? (
    <VirtualCards {...props} />
  ) : (
    // Focusable, so a keyboard can scroll it.
    <ul className="fa-board__list" tabIndex={0} aria-labelledby={props.labelledBy} aria-label={props.label}>
      {props.cards.map((card) => columnCard(props, card))}
    </ul>
  );
});

type CardPlace = Pick<OrderBoardCardProps, 'placeIndex' | 'placeOf' | 'measureRef' | 'keptAt'>;

/** One of the column's cards; `place` in a virtualised column. */
const columnCard = (props: ColumnCardsProps, card: OrderBoardCardData, place?: CardPlace) => (
  <OrderBoardCard
    key={card.id}
    card={card}
    now={props.now}
    busy={props.busyIds.has(card.id)}
    draggable={props.draggable}
    onAssignRequest={props.onAssignRequest}
    renderLink={props.renderLink}
    {...place}
  />
);

/** The id of the card `target` is in, or null. */
const cardIdAt = (target: EventTarget | null): number | null => {
  const item = target instanceof Element ? target.closest<HTMLElement>('[data-card-id]') : null;
  return item ? Number(item.dataset.cardId) : null;
};

function VirtualCards(props: ColumnCardsProps) {
  const { cards, labelledBy, label } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const lifted = useContext(LiftedCardContext);
  // The card holding the keyboard's focus stays in the DOM too: scrolled away, it would take the
  // focus with it.
  const [focused, setFocused] = useState<number | null>(null);
  const onFocus = useCallback((event: FocusEvent) => setFocused(cardIdAt(event.target)), []);
  const onBlur = useCallback((event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  }, []);

  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    getItemKey: (index) => cards[index]!.id,
    paddingStart: LIST_PADDING_START_PX,
    // The last card's own space after it, as in the CSS.
    paddingEnd: CARD_GAP_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    // Until the list is measured: a view as tall as the board's default (40rem), so the first
    // render already holds the top cards.
    initialRect: INITIAL_VIEW,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  // The rendered cards are in the list's flow; the space of those before and after them is the
  // list's ::before and ::after. Not its padding: size containment leaves padding out, so the
  // columns would grow to the whole list's height.
  const before = first ? first.start : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - last.end - CARD_GAP_PX) : 0;
  const spacers = {
    '--fa-board-list-before': `${before - LIST_PADDING_START_PX}px`,
    '--fa-board-list-after': `${after}px`,
  } as CSSProperties;
  // A lifted or focused card outside the range stays, laid over its own place (out of the flow).
  const kept = [lifted, focused].flatMap((id) => {
    if (id === null) return [];
    const index = cards.findIndex((card) => card.id === id);
    const inRange = first !== undefined && last !== undefined && index >= first.index && index <= last.index;
    return index < 0 || inRange ? [] : [index];
  });

  const renderCard = (index: number, keptAt?: number) =>
    columnCard(props, cards[index]!, {
      placeIndex: index,
      placeOf: cards.length,
      measureRef: virtualizer.measureElement,
      keptAt,
    });
  // In the list's order, before or after the rendered ones (a screen reader's reading order).
  const keptCards = (indexes: number[]) =>
    [...new Set(indexes)]
      .sort((a, b) => a - b)
      .map((index) => renderCard(index, virtualizer.measurementsCache[index]?.start ?? before));
  return (
    <ul
      ref={listRef}
      className={cx('fa-board__list', 'fa-board__list--virtual')}
      // Focusable, so a keyboard can scroll it.
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={label}
      style={spacers}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* One array, so a card that leaves the range keeps its element (and the focus in it). */}
      {[
        ...keptCards(kept.filter((index) => index < (first?.index ?? 0))),
        ...items.map((item) => renderCard(item.index)),
        ...keptCards(kept.filter((index) => index > (first?.index ?? 0))),
      ]}
    </ul>
  );
}
