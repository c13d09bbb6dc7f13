import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';
import type { ActivityCategory, ActivityEntryLike, ActivityLevel } from '../../types';
import { Badge, type BadgeTone } from '../../primitives/badge';
import { Banner } from '../banner';
import { Button } from '../../primitives/button';
import { Ltr } from '../../primitives/ltr';
import { SearchInput } from '../search-input';
import { NativeSelect, type SelectOption } from '../../primitives/select';
import { Skeleton } from '../../primitives/skeleton';

export interface ActivityFilters<
  TCategory extends string = ActivityCategory,
  TLevel extends string = ActivityLevel,
> {
  /** '' means all categories. */
  category: TCategory | '';
  /** '' means all levels. */
  level: TLevel | '';
  search: string;
}

export const EMPTY_ACTIVITY_FILTERS: ActivityFilters = { category: '', level: '', search: '' };

/** Our categories with their English labels ('' is All); the feed labels them through the strings. */
export const ACTIVITY_CATEGORY_OPTIONS: ReadonlyArray<SelectOption<ActivityCategory | ''>> = [
  { value: '', label: 'All' },
  { value: 'USER', label: 'User' },
  { value: 'RESTAURANT', label: 'Restaurant' },
  { value: 'ORDER', label: 'Order' },
  { value: 'REVIEW', label: 'Review' },
  { value: 'GENERAL', label: 'General' },
  { value: 'DISH', label: 'Dish' },
];

/** Our levels with their English labels ('' is All); the feed labels them through the strings. */
export const ACTIVITY_LEVEL_OPTIONS: ReadonlyArray<SelectOption<ActivityLevel | ''>> = [
  { value: '', label: 'All' },
  { value: 'INFO', label: 'Info' },
  { value: 'WARN', label: 'Warning' },
  { value: 'ERROR', label: 'Error' },
];

export const ACTIVITY_SKELETON_ROWS = 3;

/** Our levels' badges: INFO has none. */
const LEVEL_TONES: Partial<Record<ActivityLevel, BadgeTone>> = { WARN: 'warning', ERROR: 'danger' };

// A key (and a class name) built outside the JSX, where the catalog's lint rule reads text.
const skeletonKey = (index: number) => `skeleton-${index}`;
const dotClass = (level: string) => cx('fa-activity__dot', `fa-activity__dot--${level.toLowerCase()}`);

export interface ActivityFeedProps<
  TCategory extends string = ActivityCategory,
  TLevel extends string = ActivityLevel,
> {
  entries: readonly ActivityEntryLike<TCategory, TLevel>[];
  filters: ActivityFilters<TCategory, TLevel>;
  /** Each filter change; the app puts them in the query (the category filter is really applied: docs/requirements.md#req-activity-category). */
  onFiltersChange: (filters: ActivityFilters<TCategory, TLevel>) => void;
  /**
   * The Category filter's options, All (`''`) first. Default: our categories (USER, RESTAURANT,
   * ORDER, REVIEW, GENERAL, DISH) labelled by the strings' `all` and `activityCategoryLabel`.
   */
  categoryOptions?: ReadonlyArray<SelectOption<TCategory | ''>>;
  /**
   * The Level filter's options, All (`''`) first; an entry's level badge reads its label. Default:
   * our levels (INFO, WARN, ERROR) labelled by the strings' `all` and `activityLevelLabel`.
   */
  levelOptions?: ReadonlyArray<SelectOption<TLevel | ''>>;
  /** The badge tone of each level that gets a badge; a level left out gets none. Default: WARN warning, ERROR danger (INFO none). */
  levelTones?: Partial<Record<TLevel, BadgeTone>>;
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
export function ActivityEntryText({ entry }: { entry: ActivityEntryLike<string, string> }) {
  const strings = useKitStrings();
  return (
    <>
      {/* The action type is a code: left to right, brackets included, in Arabic too. The username
          (an email, or a name in any script) is isolated in its own direction. */}
      <span className="fa-activity__type">
        <Ltr>[{entry.actionType}]</Ltr>
      </span>{' '}
      {entry.action} {strings.activityBy} <bdi className="fa-activity__user">{entry.username}</bdi>
    </>
  );
}

// Two signatures: JSX infers the types from the first; `ComponentProps<typeof ActivityFeed>`
// (Storybook's args, an app's wrappers) reads the last one, our domain, not an erased `string`.
/** The recent activity feed, with the category and level unions of the entries it is given. */
export function ActivityFeed<TCategory extends string, TLevel extends string>(
  props: ActivityFeedProps<TCategory, TLevel>,
): ReactNode;
/** The recent activity feed, with our categories and levels. */
export function ActivityFeed(props: ActivityFeedProps): ReactNode;
/**
 * The recent activity of the platform: entries as `[ACTION_TYPE] action by username` with their
 * relative time, category and level, filtered by category, level and text, with a Load more
 * button. Our categories and levels by default; another domain passes its own options
 * (`categoryOptions`, `levelOptions`, `levelTones`) and the types follow them.
 */
export function ActivityFeed<
  TCategory extends string = ActivityCategory,
  TLevel extends string = ActivityLevel,
>({
  entries,
  filters,
  onFiltersChange,
  categoryOptions,
  levelOptions,
  levelTones,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  error,
  onRetry,
  now,
  headingLevel = 2,
  className,
}: ActivityFeedProps<TCategory, TLevel>): ReactNode {
  const strings = useKitStrings();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const filtered = filters.category !== '' || filters.level !== '' || filters.search !== '';
  const reference = now ?? new Date();
  // Without options of its own, the feed offers ours: the types' defaults say they are the same.
  const categories =
    categoryOptions ??
    (ACTIVITY_CATEGORY_OPTIONS.map(({ value }) => ({
      value,
      label: value === '' ? strings.all : strings.activityCategoryLabel(value),
    })) as unknown as ReadonlyArray<SelectOption<TCategory | ''>>);
  const levels =
    levelOptions ??
    (ACTIVITY_LEVEL_OPTIONS.map(({ value }) => ({
      value,
      label: value === '' ? strings.all : strings.activityLevelLabel(value),
    })) as unknown as ReadonlyArray<SelectOption<TLevel | ''>>);
  const tones = levelTones ?? (LEVEL_TONES as Partial<Record<TLevel, BadgeTone>>);
  const levelLabel = (level: TLevel) => levels.find((option) => option.value === level)?.label ?? level;

  return (
    <section className={cx('fa-card', 'fa-activity', className)} aria-labelledby={headingId}>
      <div className="fa-activity__header">
        <Heading id={headingId} className="fa-activity__title">
          {strings.activityTitle}
        </Heading>
        <div className="fa-activity__filters">
          {/* The visible caption is decoration; the select's accessible name is its aria-label. The
              browser's own select: it opens without laying out the dashboard (NativeSelect). */}
          <div className="fa-activity__filter">
            <span className="fa-activity__filter-label" aria-hidden="true">
              {strings.activityCategory}
            </span>
            <NativeSelect
              aria-label={strings.activityCategory}
              size="sm"
              value={filters.category}
              options={categories}
              onValueChange={(category) => onFiltersChange({ ...filters, category })}
            />
          </div>
          <div className="fa-activity__filter">
            <span className="fa-activity__filter-label" aria-hidden="true">
              {strings.activityLevel}
            </span>
            <NativeSelect
              aria-label={strings.activityLevel}
              size="sm"
              value={filters.level}
              options={levels}
              onValueChange={(level) => onFiltersChange({ ...filters, level })}
            />
          </div>
          <SearchInput
            className="fa-activity__search"
            label={strings.activitySearch}
            placeholder={strings.activitySearch}
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
        aria-label={strings.activityEntries}
      >
        {loading
          ? Array.from({ length: ACTIVITY_SKELETON_ROWS }, (_, index) => (
              <li key={skeletonKey(index)} className="fa-activity__item" aria-hidden="true">
                <Skeleton className="fa-activity__dot" radius="full" />
                <div className="fa-activity__content">
                  <Skeleton text="sm" width={`${70 - index * 12}%`} />
                  <Skeleton text="xs" width="6rem" />
                </div>
              </li>
            ))
          : entries.map((entry, index) => (
              <li key={entry.id ?? `${entry.createdAt}-${index}`} className="fa-activity__item">
                <span className={dotClass(entry.level)} aria-hidden="true" />
                <div className="fa-activity__content">
                  <p className="fa-activity__text">
                    <ActivityEntryText entry={entry} />
                  </p>
                  <p className="fa-activity__meta">
                    <time dateTime={entry.createdAt}>
                      {strings.formatRelativeTime(entry.createdAt, reference)}
                    </time>
                    <Badge tone="neutral">{strings.activityCategoryBadge(entry.category)}</Badge>
                    {tones[entry.level] ? (
                      <Badge tone={tones[entry.level]}>{levelLabel(entry.level)}</Badge>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
      </ul>
      {!loading && !error && entries.length === 0 ? (
        <p className="fa-activity__empty">{filtered ? strings.activityNoMatches : strings.activityEmpty}</p>
      ) : null}
      {hasMore && !loading ? (
        <div className="fa-activity__more">
          <Button variant="outline" size="sm" loading={loadingMore} onClick={onLoadMore}>
            {strings.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
