import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** A `text` cell's content (DataTable.css): one line, cut with an ellipsis past the column's cap. */
export const CELL_TEXT_CLASS = 'fa-table__text';

/** Elements that take focus themselves: a cut text holding one needs no tab stop of its own. */
const FOCUSABLE = 'a[href], button, input, select, textarea';

/**
 * Marks a `text` cell's content cut off (`data-cut`) or not, and makes a cut one a tab stop, so a
 * keyboard user reaches it and sees it whole (a link or a button in it is reached already).
 */
function markCut(element: HTMLElement) {
  // The box itself, or a part of it that gives way on its own (a name beside a badge).
  const cut = [element, ...element.querySelectorAll<HTMLElement>('*')].some(
    (part) => part.clientWidth > 0 && part.scrollWidth > part.clientWidth + 1,
  );
  if (cut) element.dataset.cut = 'true';
  else delete element.dataset.cut;
  if (element.querySelector(FOCUSABLE)) return;
  if (cut) element.tabIndex = 0;
  else element.removeAttribute('tabindex');
}

type Shown = { text: string; top: number; start: number; width: number; rtl: boolean };

const cutTextAt = (target: EventTarget | null) => {
  const element = target instanceof Element ? target.closest<HTMLElement>(`.${CELL_TEXT_CLASS}`) : null;
  return element?.dataset.cut === 'true' ? element : null;
};

/**
 * The whole text of a cut-off `text` cell while the pointer is over it or it (or a link in it) has
 * focus: a box over the cell, in the top layer (a popover), so no scroll area clips it. Screen
 * readers read the cell's text in full already (an ellipsis only hides it from the eye), so the box
 * is hidden from them. It goes with Escape, a scroll or a resize. `contentKey` changes when the rows
 * or columns do: the cells are measured again.
 */
export function useCellTextReveal(
  tableRef: RefObject<HTMLElement | null>,
  contentKey: unknown,
): {
  handlers: {
    onPointerOver: (event: PointerEvent) => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  box: ReactNode;
} {
  const [shown, setShown] = useState<Shown | null>(null);
  const shownRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const table = tableRef.current;
    if (!table || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) markCut(entry.target as HTMLElement);
    });
    for (const element of table.querySelectorAll<HTMLElement>(`.${CELL_TEXT_CLASS}`))
      observer.observe(element);
    return () => observer.disconnect();
  }, [tableRef, contentKey]);

  useEffect(() => {
    if (!shown) return;
    const hide = () => {
      shownRef.current = null;
      setShown(null);
    };
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      window.removeEventListener('scroll', hide, { capture: true });
      window.removeEventListener('resize', hide);
    };
  }, [shown]);

  const show = (element: HTMLElement | null) => {
    if (element === shownRef.current) return;
    shownRef.current = element;
    if (!element) {
      setShown(null);
      return;
    }
    const rect = element.getBoundingClientRect();
    const rtl = getComputedStyle(element).direction === 'rtl';
    setShown({
      // As laid out: the lines of a name over an email stay apart.
      text: (element.innerText || element.textContent) ?? '',
      top: rect.top,
      start: rtl ? document.documentElement.clientWidth - rect.right : rect.left,
      width: rect.width,
      rtl,
    });
  };

  const box = shown ? (
    <span
      className="fa-table__reveal"
      aria-hidden="true"
      popover="manual"
      ref={(element) => {
        if (element && typeof element.showPopover === 'function' && !element.matches(':popover-open'))
          element.showPopover();
      }}
      style={{
        top: shown.top,
        [shown.rtl ? 'right' : 'left']: shown.start,
        minWidth: shown.width,
      }}
    >
      {shown.text}
    </span>
  ) : null;

  return {
    handlers: {
      onPointerOver: (event) => show(cutTextAt(event.target)),
      onPointerLeave: () => show(null),
      onFocus: (event) => show(cutTextAt(event.target)),
      onBlur: () => show(null),
      onKeyDown: (event) => {
        if (event.key === 'Escape' && shownRef.current) show(null);
      },
    },
    box,
  };
}
