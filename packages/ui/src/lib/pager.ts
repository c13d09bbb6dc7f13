export interface PagerState {
  /** 1-based page number for display ('Page N of M'). */
  current: number;
  /** Total pages, at least 1 so an empty list reads 'Page 1 of 1'. */
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Bounds for a 0-based page index against a total page count from the server.
 * Clamps out-of-range pages (e.g. after deleting the last row of the last page).
 */
export function pagerState(pageIndex: number, totalPages: number): PagerState {
  const total = Math.max(1, Math.floor(Number.isFinite(totalPages) ? totalPages : 1));
  const index = Math.min(Math.max(0, Math.floor(Number.isFinite(pageIndex) ? pageIndex : 0)), total - 1);
  return {
    current: index + 1,
    total,
    hasPrevious: index > 0,
    hasNext: index < total - 1,
  };
}
