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

/** The TanStack Form name of item `index` of list `list` (or of its `key`): `week[2][0].opens`. */
export const itemName = (list: string, index: number, key?: string) =>
  key === undefined ? `${list}[${index}]` : `${list}[${index}].${key}`;

/**
 * Binds a form value by its TanStack Form name (`week[2]`, `week[2][0].opens`,
 * `exceptions[0].intervals`), so each part shows its own message. The screen passes one stable
 * component (a new one each render would remount the boxes and lose the caret).
 */
export type FieldAt = <TValue>(props: {
  name: string;
  children: (field: BoundField<TValue>) => ReactNode;
}) => ReactNode;

/**
 * A list of opening intervals (a day of the week, an exception's date): the rows, or "Closed";
 * the list's own message (too many, overlapping); Add hours; and whatever else the owner puts after.
 */
export function IntervalList({
  Field,
  path,
  name,
  intervals,
  onChange,
  children,
}: {
  Field: FieldAt;
  /** The list's name in the form: `week[0]`. */
  path: string;
  /** What the rows' labels call the list: the day's name, the date. */
  name: string;
  intervals: OpeningInterval[];
  onChange: (intervals: OpeningInterval[]) => void;
  /** More buttons beside Add hours. */
  children?: ReactNode;
}) {
  const t = useT(messages);
  return (
    <>
      <div className="week-editor__intervals">
        {intervals.length === 0 ? (
          <span className="week-editor__closed">{t('restaurants.dayClosed')}</span>
        ) : (
          <ul className="week-editor__list">
            {intervals.map((_, index) => (
              // An interval has no identity of its own: its place in the list is its key.
              <Field<string> key={index} name={itemName(path, index, 'opens')}>
                {(opens) => (
                  <Field<string> name={itemName(path, index, 'closes')}>
                    {(closes) => (
                      <IntervalRow
                        opens={opens}
                        closes={closes}
                        dayName={name}
                        index={index}
                        onRemove={() => onChange(intervals.filter((__, at) => at !== index))}
                      />
                    )}
                  </Field>
                )}
              </Field>
            ))}
          </ul>
        )}
        <Field<OpeningInterval[]> name={path}>{(list) => <FieldMessage field={list} />}</Field>
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
        {children}
      </span>
    </>
  );
}

/** A field's first message, in the reader's language, as an alert (none without one). */
export function FieldMessage<TValue>({ field }: { field: BoundField<TValue> }) {
  const { error } = useFieldBinding(field);
  return error ? (
    <p className="fa-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * A restaurant's week (docs/requirements.md#req-operations): each day's opening intervals, as many
 * as split shifts need; an interval closing at or before its opening runs into the next day and
 * says so; a day's hours copy to every day. Everything is a button or a text box, in reading order,
 * so it works by keyboard and in right-to-left pages alike.
 */
export function WeekEditor({ week, Field }: { week: BoundField<OpeningInterval[][]>; Field: FieldAt }) {
  const t = useT(messages);
  const days = useWeekdayNames();
  const { value, onChange } = useFieldBinding(week);
  const [copied, setCopied] = useState('');
  return (
    <div className="week-editor">
      {days.map((dayName, day) => (
        <fieldset key={dayName} className="week-editor__day">
          <legend className="week-editor__name">{dayName}</legend>
          <IntervalList
            Field={Field}
            path={itemName('week', day)}
            name={dayName}
            intervals={value[day] ?? []}
            onChange={(intervals) => onChange(value.map((each, at) => (at === day ? intervals : each)))}
          >
            <Button
              variant="ghost"
              size="sm"
              leadingIcon={<Copy size={16} aria-hidden="true" />}
              onClick={() => {
                onChange(copyDayToAll(value, day));
                setCopied(t('restaurants.copiedDay', { day: dayName }));
              }}
            >
              {t('restaurants.copyToAll')}
            </Button>
          </IntervalList>
        </fieldset>
      ))}
      <FieldMessage field={week} />
      <p className="fa-visually-hidden" role="status">
        {copied}
      </p>
    </div>
  );
}
