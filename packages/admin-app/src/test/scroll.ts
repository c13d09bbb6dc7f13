import { act, fireEvent } from '@testing-library/react';

/**
 * jsdom has no layout: give the page a tall scroll height and move to its bottom, then fire the
 * scroll event the infinite-scroll grid listens to (it is throttled, so wait a little past 150 ms).
 */
export async function scrollToBottom(): Promise<void> {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 4000 - window.innerHeight, configurable: true });
  await act(async () => {
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
}

/** Back to a page that is taller than the viewport and scrolled to the top. */
export function resetScroll(): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
}
