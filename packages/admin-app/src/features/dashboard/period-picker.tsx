import { useEffect, useId, useRef, useState } from 'react';
import { Input, SegmentedControl } from '@food-admin/ui';
import {
  customDatesError,
  DEFAULT_RANGE,
  daysOf,
  RANGE_OPTIONS,
  type SeriesQuery,
  type TrendsPeriod,
} from './trends-period';

type PeriodPickerProps = { query: SeriesQuery; onPeriodChange: (next: TrendsPeriod) => void };

/**
 * The trends' range: the last 7, 30 or 90 days, or custom dates (From and To, both included). A
 * custom range starts as the range shown; dates that do not make a range (To before From, over a
 * year) say why beside the fields and are not sent.
 */
export function PeriodPicker({ query, onPeriodChange }: PeriodPickerProps) {
  const custom = 'from' in query;
  return (
    <div className="period-picker">
      <div className="period-picker__range">
        <SegmentedControl
          aria-label="Range"
          size="sm"
          value={custom ? 'custom' : query.range}
          onValueChange={(value) => {
            if (value !== 'custom') onPeriodChange({ range: value === DEFAULT_RANGE ? undefined : value });
            else if (!custom) {
              const { from, to } = daysOf(query);
              onPeriodChange({ from, to });
            }
          }}
          options={RANGE_OPTIONS}
        />
      </div>
      {custom ? <CustomDates from={query.from} to={query.to} onPeriodChange={onPeriodChange} /> : null}
    </div>
  );
}

function CustomDates({
  from: initialFrom,
  to: initialTo,
  onPeriodChange,
}: {
  from: string;
  to: string;
  onPeriodChange: (next: TrendsPeriod) => void;
}) {
  // Drafts: a half-typed date stays in the field without being sent. When the URL changes from
  // elsewhere (back, forward), the fields follow it.
  const [drafts, setDrafts] = useState({ from: initialFrom, to: initialTo });
  const [shown, setShown] = useState({ from: initialFrom, to: initialTo });
  if (shown.from !== initialFrom || shown.to !== initialTo) {
    setShown({ from: initialFrom, to: initialTo });
    setDrafts({ from: initialFrom, to: initialTo });
  }
  // Two quick changes (from, then to) before a render must not read a stale draft.
  const latest = useRef(drafts);
  useEffect(() => {
    latest.current = drafts;
  }, [drafts]);
  const { from, to } = drafts;
  const errorId = useId();
  const error = customDatesError(from, to);
  const change = (patch: Partial<typeof drafts>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDrafts(next);
    if (customDatesError(next.from, next.to) !== undefined) return;
    setShown(next);
    onPeriodChange(next);
  };
  const field = (label: string, value: string, onChange: (next: string) => void) => (
    <label className="period-picker__date">
      <span>{label}</span>
      <Input
        type="date"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
  return (
    <>
      {field('From', from, (next) => change({ from: next }))}
      {field('To', to, (next) => change({ to: next }))}
      {error === undefined ? null : (
        <p id={errorId} className="period-picker__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
