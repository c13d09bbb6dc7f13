import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Active,
  type AutoScrollOptions,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardSensorOptions,
  type Over,
  type PointerSensorOptions,
  type Translate,
} from '@dnd-kit/core';
import { AlertTriangle, ClipboardList } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useDeferredValue,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from '../../lib/cx';
import type { RenderHrefLink } from '../../lib/links';
import { useBoardStrings } from './board-strings';
import { Banner } from '../banner';
import { EmptyState } from '../empty-state';
import { FilterTabs, type FilterTab } from '../filter-tabs';
import { BoardPointerSensor, besideRow, courierDropId, courierStep } from './board-dnd';
import { ColumnCards, LiftedCardContext, type ColumnCardsProps } from './ColumnCards';
import { CourierLane, type BoardCourier } from './CourierLane';
import { OrderBoardCardPreview, type OrderBoardCardData } from './OrderBoardCard';

/** One column of the board: an order status, as the app names it. */
export interface BoardColumn {
  id: string;
  title: string;
}

/** The board's live connection: `reconnecting` shows a calm notice that it may be behind. */
export type BoardConnection = 'live' | 'reconnecting';

export interface OrderBoardProps {
  /** The columns, in order (ours: Pending, Accepted, Preparing, Ready, Picked up). */
  columns: readonly BoardColumn[];
  /**
   * The open orders, each in its `column`. Keep an unchanged order's object the same between
   * renders: its card is memoised.
   */
  cards: readonly OrderBoardCardData[];
  /** The couriers lane beside the columns (on the inline end); absent: no lane and no dragging. */
  couriers?: readonly BoardCourier[] | undefined;
  /** The time the cards' ages are counted to: tick it once a minute. */
  now: Date | number;
  /** A card was dropped on a courier other than its own: assign them. With `couriers`, cards can be dragged. */
  onAssign?: ((cardId: number, courierId: number) => void) | undefined;
  /** Assign… on a card (keyboard and touch): open the app's courier picker for it. */
  onAssignRequest?: ((cardId: number) => void) | undefined;
  /** Cards whose assignment is in flight: dimmed, `aria-busy`, not draggable. */
  busyIds?: ReadonlySet<number> | readonly number[] | undefined;
  /** `reconnecting` shows a calm notice while the live updates reconnect. */
  connection?: BoardConnection;
  /** In the board's header, after its title: the app's filters. */
  header?: ReactNode;
  /**
   * What the board says when it shows no card: by default that no order is open (the strings'
   * `boardEmpty…`); an app whose filters hide every card says that none matches.
   */
  empty?: { title: string; description?: string } | undefined;
  /** The board's heading (an h2); the strings' `boardTitle` (Live orders) by default. */
  title?: string | undefined;
  /** Renders a card's title link to its `href` with the app's router. Keep it stable. */
  renderLink?: RenderHrefLink | undefined;
  className?: string;
}

/** The couriers lane's tab in the phone layout; not a column id an app would use. */
const COURIERS_TAB = 'fa-board-couriers';
/** At this width or narrower (the board's own, or the window's before it is measured) the columns become tabs. */
const PHONE_MAX_WIDTH = 640;
/** A mouse moves this far before a card lifts, so a click on its link or button stays a click. */
const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 6 } };
const NO_BUSY: ReadonlySet<number> = new Set();
/** The User Timing mark of each commit of new cards (bench/lib/board-bench.mjs reads it). */
const CARDS_MARK = 'fa-board:cards';
/**
 * A card held near an edge scrolls the couriers lane (a courier further down) and the page, never
 * the columns: passing their edge on the way to the lane would slide the card's own column away.
 */
const AUTO_SCROLL: AutoScrollOptions = {
  canScroll: (element) => element === document.scrollingElement || element.closest('.fa-board-lane') !== null,
};
const KEYBOARD_CODES = { start: ['Space', 'Enter'], cancel: ['Escape', 'Tab'], end: ['Space', 'Enter'] };

const cardOf = (active: Active) => active.data.current as OrderBoardCardData;
const courierOf = (over: Over | null) => over?.data.current as BoardCourier | undefined;

/** Whether the board is phone-narrow: its own width, measured; the window's before the first measure. */
function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(
    () =>
      typeof window !== 'undefined' &&
      window.matchMedia?.(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches === true,
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      // Not laid out (hidden, or a test's DOM): keep the guess.
      if (width > 0) setNarrow(width <= PHONE_MAX_WIDTH);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}

function ColumnView({ title, ...props }: Omit<ColumnCardsProps, 'labelledBy' | 'label'> & { title: string }) {
  const strings = useBoardStrings();
  const headingId = useId();
  return (
    <section className="fa-board__column" aria-labelledby={headingId}>
      <div className="fa-board__column-header">
        <h3 id={headingId} className="fa-board__column-title">
          {/* Its title: the whole name on hover where an ellipsis cuts it (side by side, no wrap). */}
          <span className="fa-board__column-name" title={title}>
            {title}
          </span>
          {/* A space, so the heading reads "Pending 3" (the flex gap spaces it on screen). */}{' '}
          <span className="fa-board__count">{strings.formatCount(props.cards.length)}</span>
        </h3>
      </div>
      <ColumnCards {...props} labelledBy={headingId} />
    </section>
  );
}

/** What the wide board's body shows: its columns' cards and the couriers lane. */
interface BoardBodyData {
  columns: readonly BoardColumn[];
  byColumn: ReadonlyMap<string, OrderBoardCardData[]>;
  cardProps: Omit<ColumnCardsProps, 'cards' | 'draggable' | 'scrolls' | 'labelledBy' | 'label'>;
  couriers: readonly BoardCourier[] | undefined;
  dnd: boolean;
  /** The empty state, shown instead of the columns when no order is open; null otherwise. */
  emptyState: ReactNode;
}

const BoardBodyContext = createContext<BoardBodyData | null>(null);

/** The columns side by side and the couriers lane, or the empty state beside the lane. */
function BoardBody() {
  const { columns, byColumn, cardProps, couriers, dnd, emptyState } = useContext(BoardBodyContext)!;
  return (
    <div className={cx('fa-board__body', couriers && 'fa-board__body--lane')}>
      {emptyState ?? (
        <div className="fa-board__columns">
          {columns.map((column) => (
            <ColumnView
              key={column.id}
              {...cardProps}
              title={column.title}
              cards={byColumn.get(column.id) ?? []}
              draggable={dnd}
              scrolls
            />
          ))}
        </div>
      )}
      {couriers ? <CourierLane couriers={couriers} dropTargets={dnd} /> : null}
    </div>
  );
}

/**
 * The body as one element for ever: dnd-kit's DndContext renders again only while a card is lifted,
 * not with every change of the cards, which reach the body through BoardBodyContext. Each render of
 * DndContext hands its subtree a new transform (a context of its own), and React then searched all
 * 500 cards' subtrees for its readers with every read of the board
 * (docs/performance.md#board-bench). The body's own context changes only in the deferred render of
 * new cards, which React slices between frames.
 */
const BOARD_BODY = <BoardBody />;

/** Where the keyboard has taken a lifted card (see `courierStep`). */
interface KeyboardDrag {
  /** The drag started from the keyboard: the card goes where the arrows say, not where it overlaps. */
  active: boolean;
  /** The courier row's index, or null when over none. */
  target: number | null;
  /** Where the lifted card started: where "over no courier" puts it back. */
  origin: Translate | null;
  /** A card is lifted by the keyboard now. */
  lifted: boolean;
}

/**
 * The live operations board: the open orders as cards in columns (one per status, each with its
 * count, each scrolling on its own), the couriers lane beside them, the number of late orders and
 * the app's filters in its header, a calm notice while the live updates reconnect, and an empty
 * state when no order is open. At a phone's width (640 px or less, the board's own) the columns
 * become tabs with their counts, and the couriers one more tab.
 *
 * Beside the couriers lane, with `onAssign`, an assignable card can be dragged onto a courier
 * (dnd-kit): with a mouse or pen from anywhere on the card, or with the keyboard from its handle:
 * Space or Enter lifts it, the arrows move it from courier to courier (Down and the arrow towards
 * the lane go on, Up and the other go back, right to left too), Space or Enter drops it, Escape
 * or Tab puts it back. Every step is announced (the strings' `boardDrag…`). Assign… on each assignable card is
 * the other way (touch, or a picker): `onAssignRequest`.
 */
export function OrderBoard({
  columns,
  cards: latestCards,
  couriers,
  now,
  onAssign,
  onAssignRequest,
  busyIds,
  connection = 'live',
  header,
  empty: emptyTexts,
  title,
  renderLink,
  className,
}: OrderBoardProps) {
  const strings = useBoardStrings();
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const narrow = useNarrow(rootRef);
  const nowMs = typeof now === 'number' ? now : now.getTime();
  // New cards render in slices between frames (a transition): 500 cards, changed 20 times a second.
  const cards = useDeferredValue(latestCards);
  const dnd = couriers !== undefined && onAssign !== undefined && !narrow;

  // Cards per column. Keyed by the columns' ids, so an app's inline `columns` array keeps the memo.
  const columnKey = columns.map((column) => column.id).join('\u0000');
  const byColumn = useMemo(() => {
    const groups = new Map<string, OrderBoardCardData[]>(
      columnKey.split('\u0000').map((id) => [id, [] as OrderBoardCardData[]]),
    );
    for (const card of cards) groups.get(card.column)?.push(card);
    return groups;
  }, [cards, columnKey]);
  const shown = useMemo(() => [...byColumn.values()].flat(), [byColumn]);
  const lateCount = useMemo(() => shown.filter((card) => card.late).length, [shown]);

  // A User Timing mark for each commit of new cards: when the board shows what it was given, for
  // the board bench and the browser's performance panel (the columns keep most cards out of the DOM).
  useEffect(() => {
    performance.mark?.(CARDS_MARK, { detail: { count: cards.length } });
  }, [cards]);

  const busy = useMemo(
    () => (busyIds === undefined ? NO_BUSY : busyIds instanceof Set ? busyIds : new Set(busyIds)),
    [busyIds],
  );

  // The cards and DndContext get callbacks that stay the same for ever, whatever the app passes on
  // each render (the cards are memoised; DndContext renders again only while a card is lifted).
  const latest = useRef({ onAssign, onAssignRequest });
  useLayoutEffect(() => {
    latest.current = { onAssign, onAssignRequest };
  }, [onAssign, onAssignRequest]);
  const requestAssign = useCallback((id: number) => latest.current.onAssignRequest?.(id), []);
  const cardRequest = onAssignRequest ? requestAssign : undefined;

  // The phone layout's open tab: a column's id, or the couriers.
  const [tab, setTab] = useState<string | undefined>(undefined);
  const tabIds = [...columns.map((column) => column.id), ...(couriers ? [COURIERS_TAB] : [])];
  const selectedTab = tab !== undefined && tabIds.includes(tab) ? tab : tabIds[0];

  // Drag and drop: the lifted card, and where the keyboard has moved it.
  const [lifted, setLifted] = useState<OrderBoardCardData | null>(null);
  const keyboard = useRef<KeyboardDrag>({ active: false, target: null, origin: null, lifted: false });
  // dnd-kit leaves a keyboard drag's listener on the document when the board unmounts mid-drag: it
  // would take the page's next Space, Enter or Escape. Cancel the drag (with its own Escape) first.
  useEffect(() => {
    const drag = keyboard;
    return () => {
      if (drag.current.lifted)
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }));
    };
  }, []);
  const courierIds = useRef<number[]>([]);
  useLayoutEffect(() => {
    courierIds.current = couriers?.map((courier) => courier.id) ?? [];
  }, [couriers]);

  const keyboardOptions = useMemo<KeyboardSensorOptions>(
    () => ({
      // dnd-kit drops on Tab too; here Tab, like Escape, puts the card back: no assignment by accident.
      keyboardCodes: KEYBOARD_CODES,
      // Arrows go from courier row to courier row (dnd-kit's default moves the card 25 px).
      coordinateGetter: (event, { context }) => {
        const state = keyboard.current;
        const rect = context.collisionRect;
        const rtl = rootRef.current !== null && getComputedStyle(rootRef.current).direction === 'rtl';
        const next = courierStep(state.target, event.code, courierIds.current.length, rtl);
        if (next === undefined || rect === null) return undefined;
        state.origin ??= { x: rect.left, y: rect.top };
        state.target = next;
        const id = next === null ? undefined : courierIds.current[next];
        const row =
          id === undefined ? null : context.droppableContainers.get(courierDropId(id))?.node.current;
        if (!row) return state.origin;
        row.scrollIntoView?.({ block: 'nearest' });
        return besideRow(row.getBoundingClientRect(), rect, rtl);
      },
    }),
    [],
  );
  const sensors = useSensors(
    useSensor(BoardPointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  // From the keyboard the card is over the courier the arrows chose; from a pointer, under it.
  const collisionDetection = useCallback<CollisionDetection>((args) => {
    const state = keyboard.current;
    if (!state.active) return pointerWithin(args);
    const id = state.target === null ? undefined : courierIds.current[state.target];
    return id === undefined ? [] : [{ id: courierDropId(id) }];
  }, []);

  const accessibility = useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => strings.boardDragStart(cardOf(active).title),
      onDragOver: ({ active, over }) => strings.boardDragOver(cardOf(active).title, courierOf(over)?.name),
      onDragEnd: ({ active, over }) => {
        const card = cardOf(active);
        const courier = courierOf(over);
        return courier !== undefined && courier.id === card.courierId
          ? strings.boardDropUnchanged(card.title, courier.name)
          : strings.boardDragEnd(card.title, courier?.name);
      },
      onDragCancel: ({ active }) => strings.boardDragCancel(cardOf(active).title),
    };
    return { announcements, screenReaderInstructions: { draggable: strings.boardDragInstructions } };
  }, [strings]);

  const onDragStart = useCallback(({ active, activatorEvent }: DragStartEvent) => {
    const fromKeyboard = activatorEvent?.type === 'keydown';
    keyboard.current = { active: fromKeyboard, target: null, origin: null, lifted: fromKeyboard };
    setLifted(cardOf(active));
  }, []);
  const onDragCancel = useCallback(() => {
    keyboard.current.lifted = false;
    setLifted(null);
  }, []);
  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    keyboard.current.lifted = false;
    setLifted(null);
    const card = cardOf(active);
    const courier = courierOf(over);
    if (courier !== undefined && courier.id !== card.courierId)
      latest.current.onAssign?.(card.id, courier.id);
  }, []);

  const empty = shown.length === 0;
  const cardProps = useMemo(
    () => ({ now: nowMs, busyIds: busy, onAssignRequest: cardRequest, renderLink }),
    [nowMs, busy, cardRequest, renderLink],
  );

  const emptyTitle = emptyTexts?.title ?? strings.boardEmptyTitle;
  const emptyDescription = emptyTexts ? emptyTexts.description : strings.boardEmptyDescription;
  const emptyState = useMemo(
    () => (
      <EmptyState
        className="fa-board__empty"
        icon={<ClipboardList size={28} />}
        title={emptyTitle}
        description={emptyDescription}
      />
    ),
    [emptyTitle, emptyDescription],
  );
  const body = useMemo<BoardBodyData>(
    () => ({ columns, byColumn, cardProps, couriers, dnd, emptyState: empty ? emptyState : null }),
    [columns, byColumn, cardProps, couriers, dnd, empty, emptyState],
  );
  // DndContext's children: the body (always the same element) and the lifted card's picture.
  const dndChildren = useMemo(
    () => (
      <>
        {BOARD_BODY}
        {/* No drop animation: the card stays in its column; the courier shows on it once assigned. */}
        <DragOverlay dropAnimation={null} className="fa-board__overlay">
          {lifted ? <OrderBoardCardPreview card={lifted} now={nowMs} /> : null}
        </DragOverlay>
      </>
    ),
    [lifted, nowMs],
  );

  let content: ReactNode;
  if (narrow) {
    const tabs: FilterTab<string>[] = [
      ...columns.map((column) => ({
        value: column.id,
        label: column.title,
        count: byColumn.get(column.id)?.length ?? 0,
      })),
      ...(couriers ? [{ value: COURIERS_TAB, label: strings.boardCouriers, count: couriers.length }] : []),
    ];
    const column = columns.find((each) => each.id === selectedTab);
    content = empty ? (
      <>
        {emptyState}
        {couriers ? <CourierLane couriers={couriers} /> : null}
      </>
    ) : (
      <FilterTabs label={strings.boardViews} tabs={tabs} selected={selectedTab ?? ''} onSelect={setTab}>
        {selectedTab === COURIERS_TAB && couriers ? (
          <CourierLane couriers={couriers} headed={false} />
        ) : column ? (
          <ColumnCards
            {...cardProps}
            cards={byColumn.get(column.id) ?? []}
            draggable={false}
            scrolls={false}
            label={column.title}
          />
        ) : null}
      </FilterTabs>
    );
  } else {
    content = dnd ? (
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        autoScroll={AUTO_SCROLL}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        {dndChildren}
      </DndContext>
    ) : (
      BOARD_BODY
    );
  }

  return (
    <section
      ref={rootRef}
      className={cx('fa-board', narrow ? 'fa-board--tabs' : 'fa-board--columns', className)}
      aria-labelledby={titleId}
    >
      <div className="fa-board__header">
        <div className="fa-board__heading">
          <h2 id={titleId} className="fa-board__title">
            {title ?? strings.boardTitle}
          </h2>
          {lateCount > 0 ? (
            <span className="fa-board__late">
              <AlertTriangle size={14} aria-hidden="true" />
              {strings.boardLateCount(lateCount)}
            </span>
          ) : null}
        </div>
        {header ? <div className="fa-board__filters">{header}</div> : null}
      </div>
      {connection === 'reconnecting' ? (
        <Banner tone="info" className="fa-board__notice">
          {strings.boardReconnecting}
        </Banner>
      ) : null}
      <BoardBodyContext.Provider value={body}>
        <LiftedCardContext.Provider value={lifted?.id ?? null}>{content}</LiftedCardContext.Provider>
      </BoardBodyContext.Provider>
    </section>
  );
}
