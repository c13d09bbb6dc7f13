import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Where DataTable.css lays rows out as cards, one line per column: every column shows there. */
const CARD_LAYOUT = '(max-width: 40rem)';

const showsCards = () => typeof window.matchMedia === 'function' && window.matchMedia(CARD_LAYOUT).matches;

/**
 * How many steps of folding (`foldedColumnIds`) a table needs to fit the width of its scroll box
 * `ref`: after each render that could change the table's width (new rows: `measureKey`), one more
 * step while its content is wider than the box, up to `maxSteps`. Each step renders before the
 * browser paints (a layout effect), so no overflowing frame shows. The count goes back to 0 (every
 * column) when the box grows or `resetKey` changes (another language, a column shown or hidden from
 * the Columns menu), and is 0 where rows are cards. Without ResizeObserver (jsdom) nothing folds.
 */
export function useFoldSteps(
  ref: RefObject<HTMLElement | null>,
  maxSteps: number,
  resetKey: string,
  measureKey: unknown,
): number {
  const [steps, setSteps] = useState(0);
  const [width, setWidth] = useState(0);
  const [keyOfSteps, setKeyOfSteps] = useState(resetKey);
  // Adjusted while rendering (React's pattern for state derived from a prop): no frame shows the
  // old steps with the new columns.
  if (keyOfSteps !== resetKey) {
    setKeyOfSteps(resetKey);
    setSteps(0);
  }

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let last = element.clientWidth;
    const observer = new ResizeObserver(() => {
      const next = element.clientWidth;
      if (next === last) return;
      // Wider: the folded columns may fit again; narrower: the layout effect folds more if needed.
      if (next > last) setSteps(0);
      last = next;
      setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined' || element.clientWidth === 0) return;
    if (showsCards()) {
      if (steps !== 0) setSteps(0);
      return;
    }
    if (steps < maxSteps && element.scrollWidth > element.clientWidth + 1) setSteps(steps + 1);
  }, [ref, steps, maxSteps, width, resetKey, measureKey]);

  return showsCards() ? 0 : Math.min(steps, maxSteps);
}
