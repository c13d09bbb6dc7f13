import { Copy, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { OpeningInterval } from '@food-admin/api-client';
import { Badge, Button, IconButton, Input, useKitStrings } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { copyDayToAll, nextInterval, runsOvernight } from './week-hours';

/** The day names in the reader's language, Monday first (2024-01-01 was a Monday). */
function useWeekdayNames(): string[] {
  const { locale } = useKitStrings();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
  }, [locale]);
}

/** An `HH:MM` box of one interval: its message goes to the day's list, under the row. */
function TimeBox({ field, label }: { field: BoundField<string>; label: string }) {
  const { name, value, error, onChange, onBlur } = useFieldBinding(field);
  return (
    <Input
      className="week-editor__time"
      name={name}
      value={value}
      aria-label={label}
      aria-invalid={error !== undefined}
      inputMode="numeric"
      autoComplete="off"
      placeholder="09:00"
      maxLength={5}
      dir="ltr"
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

/** One interval: its two boxes, "next day" when it runs overnight, Remove, and the boxes' messages. */
function IntervalRow({
  opens,
  closes,
  dayName,
  index,
  onRemove,
}: {
  opens: BoundField<string>;
  closes: BoundField<string>;
  dayName: string;
  index: number;
  onRemove: () => void;
}) {
  const t = useT(messages);
  const opensError = useFieldBinding(opens).error;
  const closesError = useFieldBinding(closes).error;
  const interval = { opens: opens.state.value, closes: closes.state.value };
  const position = { day: dayName, n: index + 1 };
  const errors = [...new Set([opensError, closesError].filter(Boolean))];
  return (
    <li className="week-editor__interval">
      <span className="week-editor__row">
        <TimeBox field={opens} label={t('restaurants.opensLabel', position)} />
        <span aria-hidden="true">–</span>
        <TimeBox field={closes} label={t('restaurants.closesLabel', position)} />
        {runsOvernight(interval) ? <Badge tone="info">{t('restaurants.nextDay')}</Badge> : null}
        <IconButton
          size="sm"
          label={t('restaurants.removeHours', {
            day: dayName,
            hours: `${interval.opens}-${interval.closes}`,
          })}
          icon={<Trash2 size={16} />}
          onClick={onRemove}
        />
      </span>
      {errors.length > 0 ? (
        <p className="fa-field__error" role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The form's fields the editor binds: a day's list (`week[2]`) and an interval's boxes
 * (`week[2][0].opens`), as TanStack Form names nested values, so each shows its own message.
 */
export type WeekFields = {
  week: BoundField<OpeningInterval[][]>;
  Day: (props: { day: number; children: (field: BoundField<OpeningInterval[]>) => ReactNode }) => ReactNode;
  Time: (props: {
    day: number;
    index: number;
    end: 'opens' | 'closes';
    children: (field: BoundField<string>) => ReactNode;
  }) => ReactNode;
};

/** One day: its intervals (or "Closed"), Add hours and Copy to every day, and the day's message. */
function DayEditor({
  field,
  day,
  dayName,
  Time,
  onChange,
  onCopyToAll,
}: {
  field: BoundField<OpeningInterval[]>;
  day: number;
  dayName: string;
  Time: WeekFields['Time'];
  onChange: (intervals: OpeningInterval[]) => void;
  onCopyToAll: () => void;
}) {
  const t = useT(messages);
  const intervals = field.state.value;
  const dayError = useFieldBinding(field).error;
  return (
    <fieldset className="week-editor__day">
      <legend className="week-editor__name">{dayName}</legend>
      <div className="week-editor__intervals">
        {intervals.length === 0 ? (
          <span className="week-editor__closed">{t('restaurants.dayClosed')}</span>
        ) : (
          <ul className="week-editor__list">
            {intervals.map((_, index) => (
              // An interval has no identity of its own: its place in the day is its key.
              <Time key={index} day={day} index={index} end="opens">
                {(opens) => (
                  <Time day={day} index={index} end="closes">
                    {(closes) => (
                      <IntervalRow
                        opens={opens}
                        closes={closes}
                        dayName={dayName}
                        index={index}
                        onRemove={() => onChange(intervals.filter((__, at) => at !== index))}
                      />
                    )}
                  </Time>
                )}
              </Time>
            ))}
          </ul>
        )}
        {dayError ? (
          <p className="fa-field__error" role="alert">
            {dayError}
          </p>
        ) : null}
      </div>
      <span className="week-editor__actions">
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Plus size={16} aria-hidden="true" />}
          onClick={() => onChange([...intervals, nextInterval(intervals)])}
        >
          {t('restaurants.addHours')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Copy size={16} aria-hidden="true" />}
          onClick={onCopyToAll}
        >
          {t('restaurants.copyToAll')}
        </Button>
      </span>
    </fieldset>
  );
}

/**
 * A restaurant's week (docs/requirements.md#req-operations): each day's opening intervals, as many
 * as split shifts need; an interval closing at or before its opening runs into the next day and
 * says so; a day's hours copy to every day. Everything is a button or a text box, in reading order,
 * so it works by keyboard and in right-to-left pages alike.
 */
export function WeekEditor({ week, Day, Time }: WeekFields) {
  const t = useT(messages);
  const days = useWeekdayNames();
  const { value, error, onChange } = useFieldBinding(week);
  const [copied, setCopied] = useState('');
  return (
    <div className="week-editor">
      {days.map((dayName, day) => (
        <Day key={dayName} day={day}>
          {(dayField) => (
            <DayEditor
              field={dayField}
              dayName={dayName}
              day={day}
              Time={Time}
              onChange={(intervals) => onChange(value.map((each, at) => (at === day ? intervals : each)))}
              onCopyToAll={() => {
                onChange(copyDayToAll(value, day));
                setCopied(t('restaurants.copiedDay', { day: dayName }));
              }}
            />
          )}
        </Day>
      ))}
      {error ? (
        <p className="fa-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="fa-visually-hidden" role="status">
        {copied}
      </p>
    </div>
  );
}
