import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../lib/cx';
import { pagerState } from '../../lib/pager';
import { useKitStrings } from '../../strings';
import { Button } from '../../primitives/button';

export interface PagerProps {
  /** 0-based page index, as the API uses. */
  pageIndex: number;
  /** Total pages from the API's Page<T>.totalPages (0 is shown as 1). */
  totalPages: number;
  onPageChange: (pageIndex: number) => void;
  /** Disable both buttons, e.g. while the next page is loading. */
  disabled?: boolean;
  /** Optional 'N results' text on the left (the strings' `resultCount`). */
  totalItems?: number;
  className?: string;
}

/**
 * 'Page N of M' with Previous/Next, disabled at the ends. Its texts are the strings' `pageOf`,
 * `previous`, `next`, `resultCount` and `pagination` (the landmark's name).
 */
export function Pager({
  pageIndex,
  totalPages,
  onPageChange,
  disabled = false,
  totalItems,
  className,
}: PagerProps) {
  const strings = useKitStrings();
  const state = pagerState(pageIndex, totalPages);
  return (
    <nav className={cx('fa-pager', className)} aria-label={strings.pagination}>
      {totalItems !== undefined ? <p className="fa-pager__total">{strings.resultCount(totalItems)}</p> : null}
      <div className="fa-pager__controls">
        <Button
          variant="outline"
          size="sm"
          leadingIcon={<ChevronLeft size={16} aria-hidden="true" className="fa-flip-rtl" />}
          disabled={disabled || !state.hasPrevious}
          onClick={() => onPageChange(state.current - 2)}
        >
          {strings.previous}
        </Button>
        <p className="fa-pager__status" aria-live="polite">
          {strings.pageOf(state.current, state.total)}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="fa-pager__next"
          disabled={disabled || !state.hasNext}
          onClick={() => onPageChange(state.current)}
        >
          {strings.next}
          <ChevronRight size={16} aria-hidden="true" className="fa-flip-rtl" />
        </Button>
      </div>
    </nav>
  );
}
