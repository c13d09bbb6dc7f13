import { useEffect, useId, useRef, useState } from 'react';
import { Input, SegmentedControl } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useT } from '@/i18n/locale-provider';
import {
  customDatesError,
  DEFAULT_RANGE,
  daysOf,
  rangeOptions,
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
  const t = useT(messages);
  const custom = 'from' in query;
  return (
    <div className="period-picker">
      <div className="period-picker__range">
        <SegmentedControl
          aria-label={t('dashboard.range')}
          size="sm"
          value={custom ? 'custom' : query.range}
          onValueChange={(value) => {
            if (value !== 'custom') onPeriodChange({ range: value === DEFAULT_RANGE ? undefined : value });
            else if (!custom) {
              const { from, to } = daysOf(query);
              onPeriodChange({ from, to });
            }
          }}
          options={rangeOptions(t)}
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
  const t = useT(messages);
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
  const texts = useApiTexts();
  const dateError = customDatesError(from, to, t('dashboard.chooseBothDates'));
  const error = dateError === undefined ? undefined : texts.field(dateError);
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
      {field(t('dashboard.from'), from, (next) => change({ from: next }))}
      {field(t('dashboard.to'), to, (next) => change({ to: next }))}
      {error === undefined ? null : (
        <p id={errorId} className="period-picker__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
