/** The next page loads when the user has scrolled past 90% of the scrollable height (docs/requirements.md#req-constants-scroll). */
export const INFINITE_SCROLL_THRESHOLD = 0.9;
/** Scroll handling is throttled at 150 ms (docs/requirements.md#req-constants-scroll). */
export const INFINITE_SCROLL_THROTTLE_MS = 150;

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * True when the bottom of the viewport has passed `threshold` of the content height.
 * Content shorter than the viewport counts as past the threshold, so a first page that does not
 * fill the screen still pulls the next one.
 */
export function isPastScrollThreshold(
  { scrollTop, clientHeight, scrollHeight }: ScrollMetrics,
  threshold: number = INFINITE_SCROLL_THRESHOLD,
): boolean {
  if (scrollHeight <= 0) return false;
  return (scrollTop + clientHeight) / scrollHeight >= threshold;
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Leading + trailing throttle: the first call runs at once, later calls within `wait` ms collapse
 * into one trailing call with the latest arguments, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  const run = (args: A) => {
    lastRun = Date.now();
    pendingArgs = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const elapsed = Date.now() - lastRun;
    if (elapsed >= wait && timer === undefined) {
      run(args);
      return;
    }
    pendingArgs = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          if (pendingArgs) run(pendingArgs);
        },
        Math.max(0, wait - elapsed),
      );
    }
  };

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };

  return throttled;
}
