import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/** How long a new page may take to show its heading (a route's code and data arriving) before we give up. */
const WAIT_MS = 3000;
/** A page whose heading element is kept (the same screen for another record) is taken as shown after this many frames. */
const SAME_HEADING_FRAMES = 10;

const main = () => document.getElementById('main');
const pageHeading = () => main()?.querySelector<HTMLElement>('h1') ?? null;
/** A dialog still on screen (the palette closing, a confirmation) owns focus until it is gone. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * After an in-app navigation to another page (a link, the palette, a form's return, Back), focus
 * moves to the new page's heading, its h1 (docs/requirements.md#req-navigation): a screen reader
 * reads where the user arrived and the next Tab goes on from the top of the page, instead of focus
 * staying on a link of the sidebar or falling to the document when the element that had it is
 * gone. Not on the first page (the skip link stays the first tab stop), not when only the search
 * changes (a list's search, filters or page keep focus in their control), and not when the new page
 * placed focus itself (a form's first field). Done once here, for every route.
 */
export function useHeadingFocusOnNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    let pending: { before: Element | null; oldHeading: HTMLElement | null } | null = null;
    let cancel: (() => void) | undefined;
    const offBefore = router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
      cancel?.();
      pending =
        fromLocation && pathChanged ? { before: document.activeElement, oldHeading: pageHeading() } : null;
    });
    const offRendered = router.subscribe('onRendered', ({ pathChanged }) => {
      if (!pending || !pathChanged) return;
      cancel = focusHeadingWhenShown(pending.before, pending.oldHeading);
      pending = null;
    });
    return () => {
      offBefore();
      offRendered();
      cancel?.();
    };
  }, [router]);
}

/** Waits, frame by frame, for the new page's heading and for no dialog, then focuses the heading; the answer stops waiting. */
function focusHeadingWhenShown(before: Element | null, oldHeading: HTMLElement | null): () => void {
  const started = performance.now();
  let frames = 0;
  let frame = requestAnimationFrame(function step() {
    frames += 1;
    const heading = pageHeading();
    const active = document.activeElement;
    const placedByPage =
      active !== null &&
      active !== before &&
      active !== heading &&
      active !== main() &&
      Boolean(main()?.contains(active));
    if (placedByPage) return;
    const shown = heading !== null && (heading !== oldHeading || frames >= SAME_HEADING_FRAMES);
    if (shown && !dialogOpen()) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // The router restores the scroll position (Back to a list): focusing must not scroll.
      heading.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(frame);
}
