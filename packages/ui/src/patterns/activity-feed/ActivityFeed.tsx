import { useId } from 'react';
import { cx } from '../../lib/cx';
import { formatRelativeTime } from '../../lib/format';
import type { ActivityCategory, ActivityEntryLike, ActivityLevel } from '../../types';
import { Badge, type BadgeTone } from '../../primitives/badge';
import { Banner } from '../banner';
import { Button } from '../../primitives/button';
import { SearchInput } from '../search-input';
import { Select, type SelectOption } from '../../primitives/select';
import { Skeleton } from '../../primitives/skeleton';

export interface ActivityFilters {
  /** '' means all categories. */
  category: ActivityCategory | '';
  /** '' means all levels. */
  level: ActivityLevel | '';
  search: string;
}

export const EMPTY_ACTIVITY_FILTERS: ActivityFilters = { category: '', level: '', search: '' };

export const ACTIVITY_CATEGORY_OPTIONS: ReadonlyArray<SelectOption<ActivityCategory | ''>> = [
  { value: '', label: 'All' },
  { value: 'USER', label: 'User' },
  { value: 'RESTAURANT', label: 'Restaurant' },
  { value: 'ORDER', label: 'Order' },
  { value: 'REVIEW', label: 'Review' },
  { value: 'GENERAL', label: 'General' },
  { value: 'DISH', label: 'Dish' },
];

export const ACTIVITY_LEVEL_OPTIONS: ReadonlyArray<SelectOption<ActivityLevel | ''>> = [
  { value: '', label: 'All' },
  { value: 'INFO', label: 'Info' },
  { value: 'WARN', label: 'Warning' },
  { value: 'ERROR', label: 'Error' },
];

export const ACTIVITY_SKELETON_ROWS = 3;

const levelTone: Record<ActivityLevel, BadgeTone> = { INFO: 'info', WARN: 'warning', ERROR: 'danger' };
const levelLabel: Record<ActivityLevel, string> = { INFO: 'Info', WARN: 'Warning', ERROR: 'Error' };

export interface ActivityFeedProps {
  entries: readonly ActivityEntryLike[];
  filters: ActivityFilters;
  /** Each filter change; the app puts them in the query (the category filter is really applied: docs/requirements.md#req-activity-category). */
  onFiltersChange: (filters: ActivityFilters) => void;
  /** First load: 3 skeleton rows. */
  loading?: boolean;
  /** Next page in flight: the Load more button is busy. */
  loadingMore?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  error?: string | null;
  /** Tries the failed load again (a Retry button in the error banner). */
  onRetry?: () => void;
  /** Reference time for relative times (stories and tests pin it). */
  now?: Date;
  /** Heading level of 'Recent Activity' within the page. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** One entry as required (docs/requirements.md#req-entities-activity): `[ACTION_TYPE] action by username`. */
export function ActivityEntryText({ entry }: { entry: ActivityEntryLike }) {
  return (
    <>
      <span className="fa-activity__type">[{entry.actionType}]</span> {entry.action} by{' '}
      <span className="fa-activity__user">{entry.username}</span>
    </>
  );
}

export function ActivityFeed({
  entries,
  filters,
  onFiltersChange,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  error,
  onRetry,
  now,
  headingLevel = 2,
  className,
}: ActivityFeedProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const filtered = filters.category !== '' || filters.level !== '' || filters.search !== '';
  const reference = now ?? new Date();

  return (
    <section className={cx('fa-card', 'fa-activity', className)} aria-labelledby={headingId}>
      <div className="fa-activity__header">
        <Heading id={headingId} className="fa-activity__title">
          Recent Activity
        </Heading>
        <div className="fa-activity__filters">
          {/* The visible caption is decoration; the select's accessible name is its aria-label. */}
          <div className="fa-activity__filter">
            <span className="fa-activity__filter-label" aria-hidden="true">
              Category
            </span>
            <Select
              aria-label="Category"
              size="sm"
              value={filters.category}
              options={ACTIVITY_CATEGORY_OPTIONS}
              onValueChange={(category) => onFiltersChange({ ...filters, category })}
            />
          </div>
          <div className="fa-activity__filter">
            <span className="fa-activity__filter-label" aria-hidden="true">
              Level
            </span>
            <Select
              aria-label="Level"
              size="sm"
              value={filters.level}
              options={ACTIVITY_LEVEL_OPTIONS}
              onValueChange={(level) => onFiltersChange({ ...filters, level })}
            />
          </div>
          <SearchInput
            className="fa-activity__search"
            label="Search activity"
            placeholder="Search activity"
            value={filters.search}
            onSearch={(search) => onFiltersChange({ ...filters, search })}
          />
        </div>
      </div>
      {error ? (
        <Banner tone="warning" onRetry={onRetry}>
          {error}
        </Banner>
      ) : null}
      <ul
        className="fa-activity__list"
        aria-busy={loading || loadingMore || undefined}
        aria-label="Activity entries"
      >
        {loading
          ? Array.from({ length: ACTIVITY_SKELETON_ROWS }, (_, index) => (
              <li key={`skeleton-${index}`} className="fa-activity__item" aria-hidden="true">
                <Skeleton className="fa-activity__dot" radius="full" />
                <div className="fa-activity__content">
                  <Skeleton text="sm" width={`${70 - index * 12}%`} />
                  <Skeleton text="xs" width="6rem" />
                </div>
              </li>
            ))
          : entries.map((entry, index) => (
              <li key={entry.id ?? `${entry.createdAt}-${index}`} className="fa-activity__item">
                <span
                  className={cx('fa-activity__dot', `fa-activity__dot--${entry.level.toLowerCase()}`)}
                  aria-hidden="true"
                />
                <div className="fa-activity__content">
                  <p className="fa-activity__text">
                    <ActivityEntryText entry={entry} />
                  </p>
                  <p className="fa-activity__meta">
                    <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt, reference)}</time>
                    <Badge tone="neutral">{entry.category}</Badge>
                    {entry.level !== 'INFO' ? (
                      <Badge tone={levelTone[entry.level]}>{levelLabel[entry.level]}</Badge>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
      </ul>
      {!loading && !error && entries.length === 0 ? (
        <p className="fa-activity__empty">
          {filtered ? 'No activity matches these filters.' : 'No activity yet.'}
        </p>
      ) : null}
      {hasMore && !loading ? (
        <div className="fa-activity__more">
          <Button variant="outline" size="sm" loading={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </section>
  );
}
