import { CalendarPlus, Trash2 } from 'lucide-react';
import { wallTimeAt, type Closure, type OpeningException } from '@food-admin/api-client';
import { Button, IconButton } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { CheckboxField, TextField, useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { FieldMessage, IntervalList, itemName, type FieldAt } from './week-editor';

/** Today in the restaurant's zone, as `YYYY-MM-DD`: where a new exception or closure starts. */
const todayIn = (timeZone: string) => wallTimeAt(timeZone, Date.now()).date;

/**
 * A restaurant's exceptions (docs/requirements.md#req-operations): dates with other hours than
 * their weekday's, or none (closed), optionally every year; each a group with its date, Every year,
 * its intervals (the week's editor), a note and Remove.
 */
export function ExceptionsEditor({
  exceptions,
  Field,
  timeZone,
}: {
  exceptions: BoundField<OpeningException[]>;
  Field: FieldAt;
  timeZone: string;
}) {
  const t = useT(messages);
  const { value, onChange } = useFieldBinding(exceptions);
  const replace = (index: number, next: OpeningException | undefined) =>
    onChange(value.flatMap((each, at) => (at !== index ? [each] : next === undefined ? [] : [next])));
  return (
    <div className="special-days">
      {value.length === 0 ? <p className="special-days__none">{t('restaurants.noExceptions')}</p> : null}
      {value.map((exception, index) => {
        const title = t('restaurants.exceptionN', { n: index + 1 });
        return (
          // A row has no identity of its own: its place in the list is its key.
          <fieldset key={index} className="special-days__item">
            <legend className="week-editor__name">{title}</legend>
            <div className="special-days__fields">
              <Field<string> name={itemName('exceptions', index, 'date')}>
                {(field) => (
                  <TextField field={field} label={t('restaurants.exceptionDate')} type="date" required />
                )}
              </Field>
              <Field<boolean> name={itemName('exceptions', index, 'yearly')}>
                {(field) => <CheckboxField field={field} label={t('restaurants.everyYear')} />}
              </Field>
              <IconButton
                size="sm"
                label={t('restaurants.removeItem', { item: title })}
                icon={<Trash2 size={16} />}
                onClick={() => replace(index, undefined)}
              />
            </div>
            <div className="special-days__hours">
              <IntervalList
                Field={Field}
                path={itemName('exceptions', index, 'intervals')}
                name={exception.date || title}
                intervals={exception.intervals}
                onChange={(intervals) => replace(index, { ...exception, intervals })}
              />
            </div>
            <Field<string> name={itemName('exceptions', index, 'note')}>
              {(field) => <TextField field={field} label={t('restaurants.exceptionNote')} maxLength={200} />}
            </Field>
          </fieldset>
        );
      })}
      <FieldMessage field={exceptions} />
      <Button
        variant="outline"
        size="sm"
        leadingIcon={<CalendarPlus size={16} aria-hidden="true" />}
        onClick={() =>
          onChange([...value, { date: todayIn(timeZone), yearly: false, intervals: [], note: '' }])
        }
      >
        {t('restaurants.addException')}
      </Button>
    </div>
  );
}

/** A restaurant's closures: from one date to another, both included, with a reason; each removable. */
export function ClosuresEditor({
  closures,
  Field,
  timeZone,
}: {
  closures: BoundField<Closure[]>;
  Field: FieldAt;
  timeZone: string;
}) {
  const t = useT(messages);
  const { value, onChange } = useFieldBinding(closures);
  return (
    <div className="special-days">
      {value.length === 0 ? <p className="special-days__none">{t('restaurants.noClosures')}</p> : null}
      {value.map((_, index) => {
        const title = t('restaurants.closureN', { n: index + 1 });
        return (
          // A row has no identity of its own: its place in the list is its key.
          <fieldset key={index} className="special-days__item">
            <legend className="week-editor__name">{title}</legend>
            <div className="special-days__fields">
              <Field<string> name={itemName('closures', index, 'from')}>
                {(field) => (
                  <TextField field={field} label={t('restaurants.closureFrom')} type="date" required />
                )}
              </Field>
              <Field<string> name={itemName('closures', index, 'to')}>
                {(field) => (
                  <TextField field={field} label={t('restaurants.closureTo')} type="date" required />
                )}
              </Field>
              <IconButton
                size="sm"
                label={t('restaurants.removeItem', { item: title })}
                icon={<Trash2 size={16} />}
                onClick={() => onChange(value.filter((__, at) => at !== index))}
              />
            </div>
            <Field<string> name={itemName('closures', index, 'reason')}>
              {(field) => (
                <TextField field={field} label={t('restaurants.closureReason')} required maxLength={200} />
              )}
            </Field>
            {/* The closure's own message (it ends before it starts). */}
            <Field<Closure> name={itemName('closures', index)}>
              {(field) => <FieldMessage field={field} />}
            </Field>
          </fieldset>
        );
      })}
      <FieldMessage field={closures} />
      <Button
        variant="outline"
        size="sm"
        leadingIcon={<CalendarPlus size={16} aria-hidden="true" />}
        onClick={() => {
          const today = todayIn(timeZone);
          onChange([...value, { from: today, to: today, reason: '' }]);
        }}
      >
        {t('restaurants.addClosure')}
      </Button>
    </div>
  );
}
