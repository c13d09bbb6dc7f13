import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useDirection } from '@radix-ui/react-direction';
import { useKitStrings } from '@food-admin/ui';
import './filter-tabs.css';

export type FilterTab<TValue extends string> = {
  value: TValue;
  label: string;
  /** Rows under this tab (from the list's facet counts); undefined while they load. */
  count?: number | undefined;
};

type FilterTabsProps<TValue extends string> = {
  /** Names the tab list, e.g. 'Review status'. */
  label: string;
  tabs: readonly FilterTab<TValue>[];
  selected: TValue;
  onSelect: (value: TValue) => void;
  /** The list the tabs filter: shown in the tab panel. */
  children: ReactNode;
};

/**
 * A list's filter as ARIA tabs (docs/requirements.md#req-reviews-moderation): one tab per value
 * with its count, the list in the tab panel. Arrow keys (and Home/End) move between tabs; Enter or
 * Space opens one (manual activation: every tab is a new request and a new URL, so moving through
 * them must not load each one).
 */
export function FilterTabs<TValue extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: FilterTabsProps<TValue>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: string) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  // Right to left, the next tab is on the left: the arrows follow what the reader sees.
  const direction = useDirection();
  // The kit's count format: en-US in English as before, the active language's otherwise.
  const { formatCount } = useKitStrings();
  const nextKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const previousKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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

  return (
    <div className="filter-tabs">
      <div role="tablist" aria-label={label} className="filter-tabs__list">
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
              className="filter-tabs__tab"
              onClick={() => {
                if (!isSelected) onSelect(tab.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
              {/* A space, so the name reads "Pending 5" (the flex gap spaces it on screen). */}
              {tab.count === undefined ? null : ' '}
              {tab.count === undefined ? null : (
                <span className="filter-tabs__count">{formatCount(tab.count)}</span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="filter-tabs__panel">
        {children}
      </div>
    </div>
  );
}
