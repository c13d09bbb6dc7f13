import type { ActivityFeedFilters } from '@food-admin/api-client';
import type { ActivityFeedProps } from '@food-admin/ui';
import { blankToUndefined } from '@/lib/search-params';

/** The kit's feed filters, where '' means "all" (a select needs a value for its All option). */
type FeedControls = ActivityFeedProps['filters'];

/**
 * The app has one encoding of "all": an absent field (the contract's ActivityFeedFilters, in the
 * URL, the query key and the API call). The kit's '' exists only at the ActivityFeed component.
 */
export function toFeedControls(filters: ActivityFeedFilters): FeedControls {
  return { search: filters.search ?? '', category: filters.category ?? '', level: filters.level ?? '' };
}

export function fromFeedControls(controls: FeedControls): ActivityFeedFilters {
  return {
    search: blankToUndefined(controls.search),
    category: controls.category === '' ? undefined : controls.category,
    level: controls.level === '' ? undefined : controls.level,
  };
}
