import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  BOARD_STATUSES,
  type BoardOrder,
  type Courier,
  type LateReason,
  type OrderDetail,
} from '@food-admin/api-client';
import {
  Banner,
  ConflictDialog,
  OrderBoard,
  PageLayout,
  SearchInput,
  Select,
  Skeleton,
  useKitStrings,
  type BoardCourier,
} from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/board';
import { useT } from '@/i18n/locale-provider';
import { useOrderStatusName } from '@/i18n/order-status-names';
import { useApi } from '@/lib/api-context';
import { useAuth } from '@/lib/auth/auth-context';
import { useReaches } from '@/lib/auth/grants';
import { notify } from '@/shared/feedback/notify';
import { useChangeListener, useLiveDown } from '@/shared/live/live-updates';
import { useBoardAlertPreferences } from './alert-preferences';
import { AssignCourierDialog } from './assign-courier-dialog';
import {
  averagesOf,
  createCardCache,
  lateOf,
  matches,
  type BoardFilters,
  type CardTexts,
} from './board-cards';
import { useBoardAlerts, type BoardNews } from './board-alerts';
import { listenForBoardChanges } from './board-patch';
import { couriersQuery, orderBoardQuery, prefetchBoard } from './board-queries';
import { useNow } from './use-now';
import { useAssignFromBoard } from './use-assign-from-board';
import './board.css';

export { prefetchBoard };

/**
 * The board's filters as the URL keeps them: `?restaurant=12&courier=3&zone=North&find=1042`
 * (`courier=none`: no courier yet).
 */
export type BoardSearch = { restaurant?: unknown; courier?: unknown; zone?: unknown; find?: unknown };

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).trim() === ''
      ? undefined
      : String(value)
    : undefined;

/** The filters of a URL's search; anything else in it is ignored. */
export function boardFiltersOf(search: BoardSearch): BoardFilters {
  return {
    restaurant: positive(search.restaurant),
    courier: search.courier === 'none' ? 'none' : positive(search.courier),
    zone: typeof search.zone === 'string' && search.zone !== '' ? search.zone : undefined,
    find: nonBlank(search.find),
  };
}

/** Each late reason's text (written out, so the catalog check finds every key used). */
const LATE_TEXTS = {
  acceptance: 'board.late.acceptance',
  courier: 'board.late.courier',
  delivery: 'board.late.delivery',
} as const satisfies Record<LateReason, string>;

/** How often ages and late marks are worked out again without a change heard. */
const CLOCK_MS = 15_000;

type BoardScreenProps = {
  search: BoardSearch;
  onSearchChange: (next: BoardSearch) => void;
};

/**
 * The live operations board (docs/requirements.md#req-dispatch-board): the open orders in columns
 * by status, late ones marked and counted, live as they change anywhere (each heard order change
 * refetches the board: shared/live/change-scope.ts). Dispatchers (orders.dispatch) get the couriers
 * lane beside it: drag a card onto a courier, or use the card's Assign button (keyboard and touch);
 * a restaurant's staff see their restaurants' orders only, without the lane.
 */
export function BoardScreen({ search, onSearchChange }: BoardScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const statusName = useOrderStatusName();
  const { formatMoney } = useKitStrings();
  const { profile } = useAuth();
  const dispatch = useReaches()('orders.dispatch');
  const board = useQuery(orderBoardQuery(api));
  const couriers = useQuery({ ...couriersQuery(api), enabled: dispatch });
  const now = useNow(CLOCK_MS);
  const filters = useMemo(() => boardFiltersOf(search), [search]);
  const [assigning, setAssigning] = useState<BoardOrder>();
  const [preferences] = useBoardAlertPreferences(profile?.id);
  const down = useLiveDown();
  useBoardPatches(down);

  const cardTexts = useCallback(
    (): CardTexts => ({
      late: (reason) => t(LATE_TEXTS[reason]),
      total: (order) => formatMoney(order.totalMinor, order.currency),
    }),
    [t, formatMoney],
  );
  // Rebuilt when the language changes (the cards' texts with it).
  const toCards = useMemo(() => createCardCache(cardTexts), [cardTexts]);
  const averages = useMemo(() => averagesOf(couriers.data), [couriers.data]);
  const orders = board.data?.orders;
  // What its person watches (the alerts' scope): the filters without `find`, a passing look-up.
  const watchedFilters = useMemo(() => ({ ...filters, find: undefined }), [filters]);
  const watched = useMemo(
    () => orders?.filter((order) => matches(order, watchedFilters)),
    [orders, watchedFilters],
  );
  const shown = useMemo(
    () => (filters.find === undefined ? watched : watched?.filter((order) => matches(order, filters))),
    [watched, filters],
  );
  const cards = useMemo(
    () => (shown === undefined ? [] : toCards(shown, now, averages, dispatch)),
    [shown, now, averages, dispatch, toCards],
  );
  // Alerts are for the orders watched (the cards' late marks unless a look-up hides some).
  const lateIds = useMemo(
    () =>
      filters.find === undefined
        ? new Set(cards.filter((card) => card.late).map((card) => card.id))
        : new Set(watched?.filter((order) => lateOf(order, now, averages)).map((order) => order.id)),
    [filters.find, cards, watched, now, averages],
  );
  const stableLateIds = useKeptWhileSame(lateIds, [...lateIds].join(','));
  const describe = useCallback(
    (news: BoardNews) => ({
      title: t('board.title'),
      body: [
        news.placed.length > 0 ? t('board.alert.placed', { count: news.placed.length }) : '',
        news.late.length > 0 ? t('board.alert.late', { count: news.late.length }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }),
    [t],
  );
  const scope = JSON.stringify(watchedFilters);
  useBoardAlerts(watched, stableLateIds, preferences, describe, scope);

  const assignment = useAssignFromBoard((saved, courierId) =>
    notify.success(
      courierId === null
        ? t('board.unassigned', { id: saved.id })
        : t('board.assigned', { id: saved.id, name: saved.courier?.name ?? '' }),
    ),
  );
  const orderById = useMemo(() => new Map((orders ?? []).map((order) => [order.id, order])), [orders]);
  const onAssign = useCallback(
    (orderId: number, courierId: number | null) => {
      const order = orderById.get(orderId);
      if (order && order.courierId !== courierId) assignment.assign({ order, courierId });
    },
    [orderById, assignment],
  );
  const onAssignRequest = useCallback((orderId: number) => setAssigning(orderById.get(orderId)), [orderById]);

  const columns = useMemo(
    () => BOARD_STATUSES.map((status) => ({ id: status, title: statusName(status) })),
    [statusName],
  );
  const choices = useFilterChoices(orders, dispatch ? couriers.data : undefined);
  const lane = useMemo(
    () => (dispatch ? couriers.data?.map(toLaneCourier) : undefined),
    [dispatch, couriers.data],
  );

  return (
    <PageLayout title={t('board.title')} description={t('board.description')} className="board-page">
      {board.isError ? (
        <Banner tone="error" onRetry={() => void board.refetch()}>
          {texts.error(board.error)}
        </Banner>
      ) : board.isPending ? (
        <Skeleton height="24rem" />
      ) : (
        <>
          {board.data.truncated ? (
            <Banner tone="info">{t('board.truncated', { count: board.data.orders.length })}</Banner>
          ) : null}
          {assignment.error ? <Banner tone="error">{texts.error(assignment.error)}</Banner> : null}
          <OrderBoard
            columns={columns}
            cards={cards}
            couriers={lane}
            now={now}
            busyIds={assignment.busyIds}
            connection={down ? 'reconnecting' : 'live'}
            onAssign={dispatch ? onAssign : undefined}
            onAssignRequest={dispatch ? onAssignRequest : undefined}
            renderLink={renderLink}
            title={t('board.openOrders')}
            empty={
              cards.length === 0 && (orders?.length ?? 0) > 0
                ? { title: t('board.noMatch.title'), description: t('board.noMatch.description') }
                : undefined
            }
            header={<BoardFiltersBar filters={filters} choices={choices} onChange={onSearchChange} />}
          />
        </>
      )}
      {assigning ? (
        <AssignCourierDialog
          order={assigning}
          couriers={couriers.data ?? []}
          onAssign={(courierId) => {
            // The order as the dialog showed it: a change since then is a conflict, not news.
            if (courierId !== assigning.courierId) assignment.assign({ order: assigning, courierId });
            setAssigning(undefined);
          }}
          onClose={() => setAssigning(undefined)}
        />
      ) : null}
      {assignment.conflict ? (
        <AssignConflict
          conflict={assignment.conflict}
          names={new Map((couriers.data ?? []).map((courier) => [courier.id, courier.name]))}
          onRetry={(current) => {
            assignment.closeConflict();
            const order = orderById.get(current.id);
            if (order)
              assignment.assign({
                order: { ...order, version: current.version },
                courierId: assignment.conflict?.wanted.courierId ?? null,
              });
          }}
          onClose={assignment.closeConflict}
        />
      ) : null}
    </PageLayout>
  );
}

/** While the board is open, the orders heard changed, so that its reads take those cards alone. */
function useBoardPatches(down: boolean) {
  const queryClient = useQueryClient();
  const listening = useRef<ReturnType<typeof listenForBoardChanges>>(undefined);
  // Subscribed before listening starts (effects run in order), so no change falls between.
  useChangeListener(useCallback((event) => listening.current?.hear(event), []));
  useEffect(() => {
    const listener = listenForBoardChanges(queryClient);
    listening.current = listener;
    return () => {
      listener.stop();
      listening.current = undefined;
    };
  }, [queryClient]);
  useEffect(() => {
    if (down) listening.current?.down();
  }, [down]);
}

const renderLink = ({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

const toLaneCourier = (courier: Courier): BoardCourier => ({
  id: courier.id,
  name: courier.name,
  available: courier.available,
  load: courier.activeDeliveries,
  deliveredToday: courier.deliveredToday,
});

/** What each filter offers: restaurants and zones (by name) from the board itself, couriers from the lane. */
type FilterChoices = {
  restaurants: readonly (readonly [number, string])[];
  zones: readonly string[];
  couriers: readonly (readonly [number, string])[] | undefined;
};

/**
 * The filters' choices, the same object while they are the same: the board and the couriers are
 * read again with every order change, their names and zones rarely change (the filters' selects
 * then do not render again).
 */
function useFilterChoices(
  orders: readonly BoardOrder[] | undefined,
  people: readonly Courier[] | undefined,
): FilterChoices {
  const choices = useMemo(() => {
    const names = new Map<number, string>();
    const zoneNames = new Set<string>();
    for (const order of orders ?? []) {
      names.set(order.restaurantId, order.restaurantName);
      if (order.deliveryZone !== null) zoneNames.add(order.deliveryZone);
    }
    return {
      restaurants: [...names].sort((a, b) => a[1].localeCompare(b[1])),
      zones: [...zoneNames].sort((a, b) => a.localeCompare(b)),
      couriers: people?.map((courier) => [courier.id, courier.name] as const),
    };
  }, [orders, people]);
  return useKeptWhileSame(choices, JSON.stringify(choices));
}

/**
 * `value` as it was first seen while `key`, which writes out its content, stays the same: memoised
 * readers (the alerts' effect, the filters bar) see one object for the same content.
 */
function useKeptWhileSame<T>(value: T, key: string): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the value's content
  return useMemo(() => value, [key]);
}

/** The restaurant, zone and courier filters (memoised: see useFilterChoices). */
const BoardFiltersBar = memo(function BoardFiltersBar({
  filters,
  choices: { restaurants, zones, couriers },
  onChange,
}: {
  filters: BoardFilters;
  choices: FilterChoices;
  onChange: (next: BoardFilters) => void;
}) {
  const t = useT(messages);
  return (
    <div className="board-filters">
      <SearchInput
        className="board-filters__find"
        label={t('board.filter.find')}
        placeholder={t('board.filter.findPlaceholder')}
        value={filters.find ?? ''}
        onSearch={(find) => onChange({ ...filters, find: find.trim() === '' ? undefined : find })}
      />
      <Select
        size="sm"
        aria-label={t('board.filter.restaurant')}
        value={filters.restaurant === undefined ? '' : String(filters.restaurant)}
        onValueChange={(value) =>
          onChange({ ...filters, restaurant: value === '' ? undefined : Number(value) })
        }
        options={[
          { value: '', label: t('board.filter.allRestaurants') },
          ...restaurants.map(([id, name]) => ({ value: String(id), label: name })),
        ]}
      />
      <Select
        size="sm"
        aria-label={t('board.filter.zone')}
        value={filters.zone ?? ''}
        onValueChange={(value) => onChange({ ...filters, zone: value === '' ? undefined : value })}
        options={[
          { value: '', label: t('board.filter.allZones') },
          ...zones.map((zone) => ({ value: zone, label: zone })),
        ]}
      />
      {couriers ? (
        <Select
          size="sm"
          aria-label={t('board.filter.courier')}
          value={filters.courier === undefined ? '' : String(filters.courier)}
          onValueChange={(value) =>
            onChange({
              ...filters,
              courier: value === '' ? undefined : value === 'none' ? 'none' : Number(value),
            })
          }
          options={[
            { value: '', label: t('board.filter.allCouriers') },
            { value: 'none', label: t('board.filter.noCourier') },
            ...couriers.map(([id, name]) => ({ value: String(id), label: name })),
          ]}
        />
      ) : null}
    </div>
  );
});

/** An assignment that lost its race: who has the order now, and the way on (assign anyway, or leave it). */
function AssignConflict({
  conflict,
  names,
  onRetry,
  onClose,
}: {
  conflict: { wanted: { courierId: number | null }; current: OrderDetail };
  names: ReadonlyMap<number, string>;
  onRetry: (current: OrderDetail) => void;
  onClose: () => void;
}) {
  const t = useT(messages);
  const nameOf = (id: number | null) => (id === null ? t('board.assign.none') : (names.get(id) ?? `#${id}`));
  const { current, wanted } = conflict;
  const theirs = current.courier?.name ?? t('board.assign.none');
  const stillOpen = (BOARD_STATUSES as readonly string[]).includes(current.status);
  return (
    <ConflictDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      what={t('board.conflict.what', { id: current.id })}
      fields={[
        { name: 'courier', label: t('board.conflict.courier'), mine: nameOf(wanted.courierId), theirs },
      ]}
      deleted={!stillOpen}
      onKeepMine={() => onRetry(current)}
      onTakeTheirs={onClose}
      onMerge={(choices) => (choices.courier === 'mine' ? onRetry(current) : onClose())}
    />
  );
}
