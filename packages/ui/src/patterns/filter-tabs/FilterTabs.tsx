import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import { useKitStrings } from '../../strings';

export interface FilterTab<TValue extends string> {
  value: TValue;
  label: string;
  /** Rows under this tab (from the list's facet counts); undefined while they load. */
  count?: number | undefined;
}

export interface FilterTabsProps<TValue extends string> {
  /** Names the tab list, e.g. 'Review status'. */
  label: string;
  tabs: readonly FilterTab<TValue>[];
  selected: TValue;
  onSelect: (value: TValue) => void;
  /** The list the tabs filter: shown in the tab panel. */
  children: ReactNode;
}

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

/** Scrolls `list` sideways just enough to show `tab` whole (not the page: the tabs may sit below the fold). */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const box = list.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  // Room for the scroll button that covers each end while it hides tabs.
  const margin = 32;
  if (rect.left < box.left) list.scrollLeft -= box.left - rect.left + margin;
  else if (rect.right > box.right) list.scrollLeft += rect.right - box.right + margin;
}

/**
 * A list's filter as ARIA tabs: one tab per value with its count, the list in the tab panel. Arrow
 * keys (and Home/End) move between tabs; Enter or Space opens one (manual activation: every tab is
 * a new request and a new URL, so moving through them must not load each one).
 *
 * Tabs wider than their row scroll sideways: each end that hides tabs fades out and shows a
 * chevron that scrolls a row's width that way (for a pointer; the keyboard's arrows bring each tab
 * into view as they focus it, and a screen reader lists every tab). The selected tab is scrolled
 * into view.
 */
export function FilterTabs<TValue extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: FilterTabsProps<TValue>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: string) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;
  const edges = useScrollEdges(listRef);
  // The kit's count format: en-US in English, the active language's otherwise.
  const { formatCount } = useKitStrings();
  const selectedIndex = tabs.findIndex((tab) => tab.value === selected);

  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (list && tab) revealTab(list, tab);
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Right to left, the next tab is on the left: the arrows follow what the reader sees.
    const rtl = isRtl(event.currentTarget);
    const nextKey = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previousKey = rtl ? 'ArrowRight' : 'ArrowLeft';
    const last = tabs.length - 1;
    const target =
      event.key === nextKey
        ? index === last
          ? 0
          : index + 1
        : event.key === previousKey
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
  };

  /** Scrolls most of a row's width towards the start or the end, in reading order. */
  const scrollTowards = (end: boolean) => {
    const list = listRef.current;
    if (!list) return;
    const step = list.clientWidth * 0.8 * (end ? 1 : -1) * (isRtl(list) ? -1 : 1);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    list.scrollBy({ left: step, behavior: still ? 'instant' : 'smooth' });
  };

  return (
    <div className="fa-filter-tabs">
      <div
        className="fa-filter-tabs__bar"
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
      >
        <div role="tablist" aria-label={label} className="fa-filter-tabs__list" ref={listRef}>
          {tabs.map((tab, index) => {
            const isSelected = tab.value === selected;
            return (
              <button
                key={tab.value}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab.value)}
                aria-selected={isSelected}
                aria-controls={panelId}
                tabIndex={isSelected ? 0 : -1}
                className="fa-filter-tabs__tab"
                onClick={() => {
                  if (!isSelected) onSelect(tab.value);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
                {/* A space, so the name reads "Pending 5" (the flex gap spaces it on screen). */}
                {tab.count === undefined ? null : ' '}
                {tab.count === undefined ? null : (
                  <span className="fa-filter-tabs__count">{formatCount(tab.count)}</span>
                )}
              </button>
            );
          })}
        </div>
        {/* For a pointer only: hidden from screen readers and out of the tab order (see above). */}
        {edges.start ? (
          <button
            type="button"
            className="fa-filter-tabs__scroll fa-filter-tabs__scroll--start"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => scrollTowards(false)}
          >
            <ChevronLeft size={16} className="fa-flip-rtl" />
          </button>
        ) : null}
        {edges.end ? (
          <button
            type="button"
            className="fa-filter-tabs__scroll fa-filter-tabs__scroll--end"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => scrollTowards(true)}
          >
            <ChevronRight size={16} className="fa-flip-rtl" />
          </button>
        ) : null}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="fa-filter-tabs__panel">
        {children}
      </div>
    </div>
  );
}
