import { notifyManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@food-admin/api-client';

/** Client errors (4xx) will not change on a retry; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** How long a hidden tab (no frames) waits for its query news at most. */
const HIDDEN_TAB_MS = 100;
/** Half a frame at 60 Hz (ms). */
const LATE_IN_FRAME_MS = 8;

/**
 * Query results reach the screens at the start of a frame instead of in a task of their own: their
 * render and its rendering land in one frame, not mid-way through one (which then misses its vsync;
 * docs/performance.md#board-frames). A hidden tab has no frames: a timer delivers them there.
 */
export function deliverQueryNewsAtFrames(): void {
  notifyManager.setScheduler((deliver) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      deliver();
    };
    let waited = false;
    const atFrame = (frameStart: number) => {
      // Asked for mid-way through a frame, Chromium runs the callback in that same frame: past its
      // first half, the news wait for the next one (their work would miss this one's vsync).
      if (!waited && performance.now() - frameStart > LATE_IN_FRAME_MS) {
        waited = true;
        requestAnimationFrame(atFrame);
      } else once();
    };
    requestAnimationFrame(atFrame);
    setTimeout(once, HIDDEN_TAB_MS);
  });
}
