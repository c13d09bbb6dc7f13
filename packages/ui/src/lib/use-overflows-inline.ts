import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than its box, i.e. it scrolls sideways. A scroll area
 * must then be reachable by keyboard (axe `scrollable-region-focusable`), while one that fits
 * should not add a stop to the tab order. Watches the box and its first child for size changes
 * (a longer language, a narrower window, data arriving).
 */
export function useOverflowsInline(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
