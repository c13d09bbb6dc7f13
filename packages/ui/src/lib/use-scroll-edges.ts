import { useEffect, useState, type RefObject } from 'react';

/** Which ends of a sideways scroll area hide content: before its start, after its end. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/**
 * The hidden ends of a box that scrolls sideways, in reading order: right to left, the start is on
 * the right (there `scrollLeft` runs from 0 down to minus the overflow). A list of tabs or a table
 * wider than its box shows a hint at each end that hides something.
 */
export function scrollEdgesOf(element: HTMLElement): ScrollEdges {
  const overflow = element.scrollWidth - element.clientWidth;
  if (overflow <= 1) return NONE;
  const scrolled = Math.abs(element.scrollLeft);
  return { start: scrolled > 1, end: scrolled < overflow - 1 };
}

/**
 * `scrollEdgesOf` kept up to date: on scrolling, and when the box or one of its children changes
 * size (a longer language, a narrower window, data arriving, a count loading in a tab).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setEdges((current) => {
        const next = scrollEdgesOf(element);
        return next.start === current.start && next.end === current.end ? current : next;
      });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return edges;
}
