import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, type ReactNode } from 'react';
import {
  ACCEPTANCE_TIMEOUT_ACTIONS,
  OperatingRulesInputSchema,
  RestaurantOperationsSchema,
  type AcceptanceTimeoutAction,
  type RestaurantOperations,
} from '@food-admin/api-client';
import { Breadcrumbs, FormField, NativeSelect } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';
import { NumberField } from '@/shared/forms/entity-fields';
import { EntityForm } from '@/shared/forms/entity-form';
import { useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { FormLoadState } from '@/shared/forms/form-loading';
import { recordValues } from '@/shared/forms/save-conflict';
import { useVersionedForm } from '@/shared/forms/versioned-form';
import { refreshAfter } from '@/shared/live/change-scope';
import { restaurantOperationsQuery, restaurantQuery } from './restaurant-queries';
import { LocationFields, OrderRulesFields } from './delivery-rules-fields';
import { ZonesEditor } from './delivery-zones-editor';
import { useRestaurantsTitle } from './restaurants-title';
import { ClosuresEditor, ExceptionsEditor } from './special-days-editor';
import { WeekEditor, type FieldAt } from './week-editor';
import type { LocationDraft, ZoneDraft } from './zone-values';
import './opening-hours.css';

/** Restaurants / the restaurant / Opening hours. */
function HoursCrumbs({ restaurantId }: { restaurantId: number }) {
  const api = useApi();
  const t = useT(messages);
  const restaurants = useRestaurantsTitle();
  const restaurant = useQuery(restaurantQuery(api, restaurantId));
  return (
    <Breadcrumbs
      items={[
        { label: restaurants, renderLink: (props) => <Link to="/admin/restaurants" {...props} /> },
        {
          label: restaurant.data?.name ?? '…',
          renderLink: (props) => (
            <Link to="/admin/restaurants/$id" params={{ id: restaurantId }} {...props} />
          ),
        },
        { label: t('restaurants.hours') },
      ]}
    />
  );
}

function BackToRestaurant({ restaurantId }: { restaurantId: number }) {
  const t = useT(messages);
  return (
    <Link to="/admin/restaurants/$id" params={{ id: restaurantId }}>
      {t('restaurants.backToRestaurant')}
    </Link>
  );
}

/** /admin/restaurants/{id}/hours whose id is not a restaurant's (the route's not-found page). */
export function InvalidHoursAddress() {
  const t = useT(messages);
  return (
    <FormLoadState
      title={t('restaurants.hours')}
      error={t('restaurants.invalidAddress')}
      back={<Link to="/admin/restaurants">{t('restaurants.back')}</Link>}
    />
  );
}

/**
 * A restaurant's opening hours and order rules (docs/requirements.md#req-operations): its time
 * zone, the week's intervals, last orders before closing, what the platform does with an order
 * nobody answered, the preparation time and minimum order, its location and delivery zones. The
 * pause has its own dialog on the restaurant's page.
 */
export function OpeningHoursScreen({ restaurantId }: { restaurantId: number }) {
  const api = useApi();
  const t = useT(messages);
  const operations = useQuery(restaurantOperationsQuery(api, restaurantId));
  if (!operations.data)
    return (
      <FormLoadState
        title={t('restaurants.hours')}
        error={operations.error}
        onRetry={() => void operations.refetch()}
        back={<BackToRestaurant restaurantId={restaurantId} />}
        breadcrumb={<HoursCrumbs restaurantId={restaurantId} />}
      />
    );
  return <HoursForm operations={operations.data} />;
}

/**
 * The form's values: the rules without the pause, numbers as the number fields hold them (null
 * while empty), amounts in cents as the contract holds them (the boxes show them as prices).
 */
const hoursValues = ({ rules }: RestaurantOperations) => ({
  timeZone: rules.timeZone,
  week: rules.week.map((day) => day.map((interval) => ({ ...interval }))),
  exceptions: rules.exceptions,
  closures: rules.closures,
  lastOrderMinutes: rules.lastOrderMinutes as number | null,
  acceptanceTimeoutMinutes: rules.acceptanceTimeoutMinutes as number | null,
  acceptanceTimeoutAction: rules.acceptanceTimeoutAction,
  preparationMinutes: rules.preparationMinutes as number | null,
  busyFromOrders: rules.busyFromOrders as number | null,
  busyExtraMinutes: rules.busyExtraMinutes as number | null,
  minimumOrderMinor: rules.minimumOrderMinor as number | null,
  location: rules.location as LocationDraft | null,
  zones: rules.zones as ZoneDraft[],
});

/** Every IANA zone the browser knows, with the one in use even if it does not (UTC in some). */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone }));
}

function HoursForm({ operations }: { operations: RestaurantOperations }) {
  const api = useApi();
  const t = useT(messages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restaurantId = operations.restaurantId;
  const backToRestaurant = () =>
    void navigate({ to: '/admin/restaurants/$id', params: { id: restaurantId } });

  const fields = {
    timeZone: t('restaurants.timeZone'),
    week: t('restaurants.week'),
    lastOrderMinutes: t('restaurants.lastOrderMinutes'),
    acceptanceTimeoutMinutes: t('restaurants.acceptanceTimeout'),
    acceptanceTimeoutAction: t('restaurants.acceptanceAction'),
    preparationMinutes: t('restaurants.preparationMinutes'),
    minimumOrderMinor: t('restaurants.minimumOrder'),
    busyFromOrders: t('restaurants.busyFromOrders'),
    busyExtraMinutes: t('restaurants.busyExtraMinutes'),
    location: t('restaurants.location'),
    zones: t('restaurants.zones'),
  };

  const binding = useVersionedForm({
    schema: OperatingRulesInputSchema,
    defaultValues: hoursValues(operations),
    submit: async (body, ifMatch) => {
      const saved = await api.restaurants.updateOperations({ params: { id: restaurantId }, body, ifMatch });
      queryClient.setQueryData(restaurantOperationsQuery(api, restaurantId).queryKey, saved);
      notify.success(t('restaurants.hoursSaved'));
      await refreshAfter(queryClient, {
        kind: 'restaurant',
        action: 'update',
        recordId: restaurantId,
        version: saved.version,
      });
    },
    onSubmitted: backToRestaurant,
    versioning: {
      version: operations.version,
      what: t('restaurants.hoursWhat'),
      kind: 'restaurant',
      id: restaurantId,
      fields,
      valuesOf: recordValues(RestaurantOperationsSchema, hoursValues),
    },
  });
  const { form } = binding;

  // One stable binder for the editors' nested values (a new one each render would remount the
  // boxes and lose the caret); TanStack Form checks names against the values' type, which a name
  // built at run time (`week[${day}]`) cannot satisfy, hence the casts.
  const Field = useMemo<FieldAt>(
    () =>
      function NestedField({ name, children }) {
        return (
          <form.Field name={name as 'timeZone'}>
            {(field) => children(field as unknown as Parameters<typeof children>[0])}
          </form.Field>
        );
      },
    [form],
  );

  return (
    <EntityForm
      title={t('restaurants.hours')}
      binding={binding}
      onCancel={backToRestaurant}
      breadcrumb={<HoursCrumbs restaurantId={restaurantId} />}
    >
      <p className="opening-hours__intro">{t('restaurants.hoursIntro')}</p>
      <form.Field name="timeZone">
        {(field) => (
          <ZoneField
            field={field}
            label={fields.timeZone}
            hint={operations.defaultTimeZone ? t('restaurants.timeZoneDefault') : undefined}
          />
        )}
      </form.Field>
      <form.Field name="week">
        {(field) => (
          <FormGroup label={fields.week}>
            <WeekEditor week={field} Field={Field} />
          </FormGroup>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.timeZone}>
        {(timeZone) => (
          <>
            <form.Field name="exceptions">
              {(field) => (
                <FormGroup label={t('restaurants.exceptions')} hint={t('restaurants.exceptionsHint')}>
                  <ExceptionsEditor exceptions={field} Field={Field} timeZone={timeZone} />
                </FormGroup>
              )}
            </form.Field>
            <form.Field name="closures">
              {(field) => (
                <FormGroup label={t('restaurants.closures')} hint={t('restaurants.closuresHint')}>
                  <ClosuresEditor closures={field} Field={Field} timeZone={timeZone} />
                </FormGroup>
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <form.Field name="lastOrderMinutes">
        {(field) => (
          <NumberField
            field={field}
            label={fields.lastOrderMinutes}
            hint={t('restaurants.lastOrderHint')}
            required
            min={0}
            decimals={0}
          />
        )}
      </form.Field>
      <form.Field name="acceptanceTimeoutMinutes">
        {(field) => (
          <NumberField
            field={field}
            label={fields.acceptanceTimeoutMinutes}
            hint={t('restaurants.acceptanceTimeoutHint')}
            required
            min={0}
            decimals={0}
          />
        )}
      </form.Field>
      <form.Field name="acceptanceTimeoutAction">
        {(field) => <ActionField field={field} label={fields.acceptanceTimeoutAction} />}
      </form.Field>
      <FormGroup label={t('restaurants.orderRules')} hint={t('restaurants.orderRulesHint')}>
        <OrderRulesFields Field={Field} />
      </FormGroup>
      <FormGroup label={fields.location} hint={t('restaurants.locationHint')}>
        <LocationFields Field={Field} />
      </FormGroup>
      <form.Field name="zones">
        {(field) => (
          <FormGroup label={fields.zones} hint={t('restaurants.zonesHint')}>
            <ZonesEditor zones={field} Field={Field} />
          </FormGroup>
        )}
      </form.Field>
    </EntityForm>
  );
}

/** A titled part of the form made of many controls (the week, the exceptions, the zones). */
function FormGroup({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="opening-hours__group">
      <h2 id={id} className="opening-hours__heading">
        {label}
      </h2>
      {hint ? <p className="opening-hours__hint">{hint}</p> : null}
      {children}
    </section>
  );
}

function ZoneField({ field, label, hint }: { field: BoundField<string>; label: string; hint?: string }) {
  const { name, value, error, onChange } = useFieldBinding(field);
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <FormField label={label} hint={hint} error={error} required>
      <NativeSelect name={name} value={value} onValueChange={onChange} options={options} />
    </FormField>
  );
}

function ActionField({ field, label }: { field: BoundField<AcceptanceTimeoutAction>; label: string }) {
  const t = useT(messages);
  const { name, value, error, onChange } = useFieldBinding(field);
  const text = { reject: t('restaurants.timeoutReject'), accept: t('restaurants.timeoutAccept') };
  return (
    <FormField label={label} error={error}>
      <NativeSelect
        name={name}
        value={value}
        onValueChange={onChange}
        options={ACCEPTANCE_TIMEOUT_ACTIONS.map((action) => ({ value: action, label: text[action] }))}
      />
    </FormField>
  );
}
