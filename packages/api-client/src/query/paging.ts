import type { Page } from '../schemas/common';

export const FIRST_PAGE = 0;

/** Next page index for infinite lists: none after the last page. */
export function nextPageParam(last: Page<unknown>): number | undefined {
  return last.last ? undefined : last.number + 1;
}
