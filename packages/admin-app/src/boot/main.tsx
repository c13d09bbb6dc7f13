import '@food-admin/ui/styles.css';
import '@/styles/app.css';
import { prepareStart, start } from './start';

/**
 * index.html already holds the page's frame (boot-frame.tsx). The app renders after the
 * browser has painted it: on a slow phone the first render takes a good part of a second, during
 * which the user sees the frame rather than a blank page (docs/performance.md#start-up).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab gets no animation frames: the timeout starts the app there.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

prepareStart();
void afterFirstPaint().then(start);
