import { MapPinned, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  DeliveryZoneSchema,
  lengthLimitOf,
  MAX_DELIVERY_ZONES,
  MAX_ZONE_EXTRA_MINUTES,
  MAX_ZONE_RADIUS_METERS,
  MIN_ZONE_RADIUS_METERS,
} from '@food-admin/api-client';
import { Button, EmptyState, IconButton, SegmentedControl } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { NumberField, SwitchField } from '@/shared/forms/entity-fields';
import { TextField, useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { MoneyField } from './money-field';
import { NamedLabel } from './named-label';
import { FieldMessage, itemName, type FieldAt } from './week-editor';
import { ZonePolygonEditor } from './zone-polygon-editor';
import { newZone, withKind, type PolygonDraft, type ZoneDraft, type ZoneKind } from './zone-values';
import './delivery-zones.css';

/** The longest zone name the contract takes: the name's counter counts against it. */
const MAX_ZONE_NAME = lengthLimitOf(DeliveryZoneSchema.options[0].entries.name, 'max');

/**
 * Where focus goes after a change that takes the focused button away: a new zone's name (Add, which
 * on the empty state is replaced by the zone), or Add a zone (after Remove).
 */
type FocusAfter = { zone: number } | 'add' | undefined;

/**
 * A restaurant's delivery zones (docs/requirements.md#req-operations): each a group with its name,
 * its kind (a radius around the location, or a polygon typed point by point or pasted as GeoJSON),
 * whether it is active, its fee and conditions, and Remove; none shows what that means and how to
 * add one. Every control is named after its zone ("Zone 2: Delivery fee") and reached by keyboard.
 */
export function ZonesEditor({ zones, Field }: { zones: BoundField<ZoneDraft[]>; Field: FieldAt }) {
  const t = useT(messages);
  const { value, onChange } = useFieldBinding(zones);
  const root = useRef<HTMLDivElement>(null);
  // Set by a change that removes or adds the focused button's place; read once the list is drawn.
  const focusAfter = useRef<FocusAfter>(undefined);
  useEffect(() => {
    const target = focusAfter.current;
    if (target === undefined) return;
    focusAfter.current = undefined;
    const selector =
      target === 'add' ? '.delivery-zones__add' : `[name="${itemName('zones', target.zone, 'name')}"]`;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const full = value.length >= MAX_DELIVERY_ZONES;
  const addZone = () => {
    if (full) return;
    onChange([...value, newZone(value)]);
    focusAfter.current = { zone: value.length };
  };
  const addButton = (variant: 'primary' | 'outline') => (
    <Button
      className="delivery-zones__add"
      variant={variant}
      size="sm"
      leadingIcon={<Plus size={16} aria-hidden="true" />}
      aria-disabled={full || undefined}
      onClick={addZone}
    >
      {t('restaurants.addZone')}
    </Button>
  );

  return (
    <div ref={root} className="delivery-zones">
      {value.length === 0 ? (
        <EmptyState
          className="delivery-zones__empty"
          icon={<MapPinned size={28} />}
          title={t('restaurants.noZones')}
          description={t('restaurants.noZonesDescription')}
          action={addButton('primary')}
        />
      ) : (
        value.map((zone, index) => (
          // A zone has no identity of its own: its place in the list is its key.
          <ZoneItem
            key={index}
            zone={zone}
            index={index}
            Field={Field}
            onKind={(kind) => onChange(value.map((each, at) => (at === index ? withKind(each, kind) : each)))}
            onRemove={() => {
              onChange(value.filter((_, at) => at !== index));
              focusAfter.current = 'add';
            }}
          />
        ))
      )}
      {/* The list's own message: two zones of one name, too many zones. */}
      <FieldMessage field={zones} />
      {value.length > 0 ? addButton('outline') : null}
      {full ? (
        <p className="opening-hours__hint">{t('restaurants.zonesFull', { max: MAX_DELIVERY_ZONES })}</p>
      ) : null}
    </div>
  );
}

/** One zone: its name, kind, switch and Remove, its polygon's points, then its radius, fee and conditions. */
function ZoneItem({
  zone,
  index,
  Field,
  onKind,
  onRemove,
}: {
  zone: ZoneDraft;
  index: number;
  Field: FieldAt;
  onKind: (kind: ZoneKind) => void;
  onRemove: () => void;
}) {
  const t = useT(messages);
  const n = index + 1;
  const title = t('restaurants.zoneN', { n });
  /** A label showing `shown`, naming the control after its zone. */
  const label = (shown: string) => (
    <NamedLabel name={t('restaurants.zoneField', { n, field: shown })} shown={shown} />
  );
  const path = (key: string) => itemName('zones', index, key);
  const kindLabel = t('restaurants.zoneKind');
  return (
    <fieldset className="special-days__item delivery-zone">
      <legend className="week-editor__name">{title}</legend>
      <div className="delivery-zone__head">
        <Field<string> name={path('name')}>
          {(field) => (
            <TextField
              field={field}
              label={label(t('restaurants.zoneName'))}
              required
              maxLength={MAX_ZONE_NAME}
            />
          )}
        </Field>
        <div className="delivery-zone__kind">
          <span className="fa-field__label" aria-hidden="true">
            {kindLabel}
          </span>
          <SegmentedControl<ZoneKind>
            aria-label={t('restaurants.zoneField', { n, field: kindLabel })}
            value={zone.kind}
            onValueChange={onKind}
            options={[
              { value: 'radius', label: t('restaurants.kindRadius') },
              { value: 'polygon', label: t('restaurants.kindPolygon') },
            ]}
          />
        </div>
        <Field<boolean> name={path('active')}>
          {(field) => <SwitchField field={field} label={label(t('restaurants.zoneActive'))} />}
        </Field>
        <IconButton
          className="delivery-zone__remove"
          size="sm"
          label={t('restaurants.removeItem', { item: title })}
          icon={<Trash2 size={16} />}
          onClick={onRemove}
        />
      </div>
      {zone.kind === 'polygon' ? (
        <Field<PolygonDraft> name={path('area')}>
          {(area) => <ZonePolygonEditor area={area} n={n} Field={Field} />}
        </Field>
      ) : null}
      <div className="delivery-zone__conditions">
        {zone.kind === 'radius' ? (
          <Field<number | null> name={path('radiusMeters')}>
            {(field) => (
              <NumberField
                field={field}
                label={label(t('restaurants.radiusMeters'))}
                hint={t('restaurants.radiusHint', {
                  min: MIN_ZONE_RADIUS_METERS,
                  max: MAX_ZONE_RADIUS_METERS,
                })}
                required
                min={MIN_ZONE_RADIUS_METERS}
                step={100}
                decimals={0}
              />
            )}
          </Field>
        ) : null}
        <Field<number | null> name={path('feeMinor')}>
          {(field) => <MoneyField field={field} label={label(t('restaurants.zoneFee'))} required />}
        </Field>
        <Field<number | null> name={path('minimumOrderMinor')}>
          {(field) => (
            <MoneyField
              field={field}
              label={label(t('restaurants.zoneMinimum'))}
              hint={t('restaurants.zoneMinimumHint')}
            />
          )}
        </Field>
        <Field<number | null> name={path('freeDeliveryFromMinor')}>
          {(field) => (
            <MoneyField
              field={field}
              label={label(t('restaurants.freeDeliveryFrom'))}
              hint={t('restaurants.freeDeliveryFromHint')}
            />
          )}
        </Field>
        <Field<number | null> name={path('extraMinutes')}>
          {(field) => (
            <NumberField
              field={field}
              label={label(t('restaurants.extraMinutes'))}
              hint={t('restaurants.extraMinutesHint', { max: MAX_ZONE_EXTRA_MINUTES })}
              required
              min={0}
              step={1}
              decimals={0}
            />
          )}
        </Field>
        <Field<number | null> name={path('priority')}>
          {(field) => (
            <NumberField
              field={field}
              label={label(t('restaurants.priority'))}
              hint={t('restaurants.priorityHint')}
              required
              min={1}
              step={1}
              decimals={0}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
