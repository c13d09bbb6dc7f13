import { Eraser } from 'lucide-react';
import { MAX_PREPARATION_MINUTES } from '@food-admin/api-client';
import { Button } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { NumberField } from '@/shared/forms/entity-fields';
import { useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { boundThrough } from './bound-through';
import { MoneyField } from './money-field';
import { FieldMessage, type FieldAt } from './week-editor';
import { AXES, COORDINATE_STEP, withCoordinate, type LocationDraft } from './zone-values';
import './delivery-rules.css';

/**
 * How long the restaurant's orders take and the least they must come to (docs/requirements.md
 * #req-operations): the preparation time, when the kitchen counts as busy and what that adds, and
 * the minimum order, an amount in cents typed as a price.
 */
export function OrderRulesFields({ Field }: { Field: FieldAt }) {
  const t = useT(messages);
  return (
    <div className="delivery-rules">
      <Field<number | null> name="preparationMinutes">
        {(field) => (
          <NumberField
            field={field}
            label={t('restaurants.preparationMinutes')}
            required
            min={1}
            step={1}
            decimals={0}
          />
        )}
      </Field>
      <Field<number | null> name="minimumOrderMinor">
        {(field) => (
          <MoneyField
            field={field}
            label={t('restaurants.minimumOrder')}
            hint={t('restaurants.minimumOrderHint')}
            required
          />
        )}
      </Field>
      <Field<number | null> name="busyFromOrders">
        {(field) => (
          <NumberField
            field={field}
            label={t('restaurants.busyFromOrders')}
            hint={t('restaurants.busyFromOrdersHint')}
            required
            min={0}
            step={1}
            decimals={0}
          />
        )}
      </Field>
      <Field<number | null> name="busyExtraMinutes">
        {(field) => (
          <NumberField
            field={field}
            label={t('restaurants.busyExtraMinutes')}
            hint={t('restaurants.busyExtraMinutesHint', { max: MAX_PREPARATION_MINUTES })}
            required
            min={0}
            step={1}
            decimals={0}
          />
        )}
      </Field>
    </div>
  );
}

/** The form name of one of the location's coordinates: `location.lat`. */
const coordinateName = (key: keyof LocationDraft) => `location.${key}`;

/**
 * Where the restaurant cooks, the centre of its radius zones: a latitude and a longitude in decimal
 * degrees (as GPS gives them), or none once both boxes are emptied or Clear is pressed. Each box
 * edits its part of the one value, and shows the schema's message for that part.
 */
export function LocationFields({ Field }: { Field: FieldAt }) {
  return (
    <Field<LocationDraft | null> name="location">
      {(location) => <LocationBoxes location={location} Field={Field} />}
    </Field>
  );
}

function LocationBoxes({ location, Field }: { location: BoundField<LocationDraft | null>; Field: FieldAt }) {
  const t = useT(messages);
  const { value, onChange } = useFieldBinding(location);
  return (
    <div className="delivery-rules__location">
      <div className="delivery-rules__coordinates">
        {AXES.map((axis) => (
          <Field<number | null> key={axis.key} name={coordinateName(axis.key)}>
            {(field) => (
              <NumberField
                field={boundThrough(field, value?.[axis.key] ?? null, (next: number | null) =>
                  onChange(withCoordinate(value, axis.key, next)),
                )}
                label={t(axis.label)}
                min={axis.min}
                step={COORDINATE_STEP}
              />
            )}
          </Field>
        ))}
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Eraser size={16} aria-hidden="true" />}
          onClick={() => onChange(null)}
        >
          {t('restaurants.clearLocation')}
        </Button>
      </div>
      {/* The location's own message: radius zones need it. */}
      <FieldMessage field={location} />
    </div>
  );
}
