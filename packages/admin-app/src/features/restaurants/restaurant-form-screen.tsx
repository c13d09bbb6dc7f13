import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  lengthLimitOf,
  RestaurantInputSchema,
  RestaurantSchema,
  type Restaurant,
} from '@food-admin/api-client';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useReaches } from '@/lib/auth/grants';
import { EntityForm } from '@/shared/forms/entity-form';
import { lastSearchOf } from '@/lib/list-return';
import { CatalogueCrumbs } from '@/features/menus';
import { SwitchField } from '@/shared/forms/entity-fields';
import { TextareaField, TextField } from '@/shared/forms/fields';
import { FormLoadState } from '@/shared/forms/form-loading';
import { useVersionedForm } from '@/shared/forms/versioned-form';
import { recordValues } from '@/shared/forms/save-conflict';
import { HistoryPanel } from '@/shared/history/history-panel';
import { ImageUrlField } from '@/shared/uploads/image-url-field';
import { useImageUpload } from '@/shared/uploads/use-image-upload';
import { useSaveRestaurant } from './restaurant-mutations';
import { RestaurantOwnerField } from './restaurant-owner-field';
import { restaurantHistoryLabels, restaurantHistoryValueNames } from './restaurant-history';
import { restaurantQuery } from './restaurant-queries';

/** The form's length limits, as the contract's schema declares them (the fields' counters). */
const MAX = {
  name: lengthLimitOf(RestaurantInputSchema.entries.name, 'max'),
  address: lengthLimitOf(RestaurantInputSchema.entries.address, 'max'),
  description: lengthLimitOf(RestaurantInputSchema.entries.description, 'max'),
};

function BackToRestaurants() {
  const t = useT(messages);
  return <Link to="/admin/restaurants">{t('restaurants.back')}</Link>;
}

type RestaurantFormScreenProps = {
  /** Edit mode when set (taken from the route as a number); create mode otherwise. */
  restaurantId?: number;
};

/** /admin/restaurants/{id}/edit whose id is not a restaurant's (the route's not-found page). */
export function InvalidRestaurantAddress() {
  const t = useT(messages);
  return (
    <FormLoadState
      title={t('restaurants.editTitle')}
      error={t('restaurants.invalidAddress')}
      back={<BackToRestaurants />}
    />
  );
}

/** /admin/restaurants/new and /admin/restaurants/{id}/edit (docs/requirements.md#req-forms-restaurant). */
export function RestaurantFormScreen({ restaurantId }: RestaurantFormScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const editing = restaurantId !== undefined;
  const existing = useQuery({
    ...restaurantQuery(api, restaurantId ?? 0),
    enabled: editing,
  });
  const title = editing ? t('restaurants.editTitle') : t('restaurants.add');

  if (editing) {
    if (!existing.data)
      return (
        <FormLoadState
          title={title}
          error={existing.error}
          onRetry={() => void existing.refetch()}
          back={<BackToRestaurants />}
        />
      );
  }
  // key: a different restaurant starts a fresh form.
  return <RestaurantForm key={restaurantId ?? 'new'} title={title} restaurant={existing.data} />;
}

/** The form's values for a restaurant (empty for a new one). */
const restaurantValues = (restaurant?: Restaurant) => ({
  name: restaurant?.name ?? '',
  address: restaurant?.address ?? '',
  description: restaurant?.description ?? '',
  logoUrl: restaurant?.logoUrl ?? '',
  // New items are active by default (docs/requirements.md#req-states-defaults).
  isActive: restaurant?.isActive ?? true,
  ownerId: restaurant?.ownerId ?? null,
});

/**
 * What a save sends: the values as they are from whoever gives restaurants their owner (an admin);
 * anyone else's without the owner (the server answers 403 OWNER_ADMIN_ONLY to them naming one).
 */
const bodyFor = <TBody extends { ownerId?: number | null }>(body: TBody, picksOwner: boolean) => {
  if (picksOwner) return body;
  const { ownerId: _ownerId, ...rest } = body;
  return rest;
};

function RestaurantForm({ title, restaurant }: { title: string; restaurant?: Restaurant }) {
  const api = useApi();
  const t = useT(messages);
  const navigate = useNavigate();
  const save = useSaveRestaurant(restaurant?.id);
  // Who gives a restaurant its owner: the platform (the server asks platform.manage).
  const picksOwner = useReaches()('platform.manage');
  const backToList = () =>
    void navigate({ to: '/admin/restaurants', search: lastSearchOf('/admin/restaurants') });

  const fields = {
    name: t('restaurants.name'),
    address: t('restaurants.address'),
    description: t('restaurants.description'),
    logoUrl: t('restaurants.logo'),
    isActive: t('restaurants.active'),
  };

  const binding = useVersionedForm({
    schema: RestaurantInputSchema,
    defaultValues: restaurantValues(restaurant),
    submit: (body, ifMatch) => save.mutateAsync({ body: bodyFor(body, picksOwner), ifMatch }),
    onSubmitted: backToList,
    versioning: restaurant && {
      version: restaurant.version,
      what: t('restaurants.what'),
      kind: 'restaurant',
      id: restaurant.id,
      fields,
      valuesOf: recordValues(RestaurantSchema, restaurantValues),
      deletedAction: { label: t('restaurants.back'), onClick: backToList },
    },
  });
  const { form } = binding;
  const logo = useImageUpload();

  return (
    <EntityForm
      title={title}
      binding={binding}
      onCancel={backToList}
      saveDisabled={logo.uploading}
      breadcrumb={
        <CatalogueCrumbs
          restaurantId={restaurant?.id}
          current={restaurant ? t('restaurants.editCrumb') : title}
        />
      }
      after={
        restaurant ? (
          <HistoryPanel
            kind="restaurant"
            record={restaurant}
            labels={restaurantHistoryLabels(t)}
            valueNames={restaurantHistoryValueNames(t)}
            restore={{
              save: (asOf, ifMatch) =>
                api.restaurants.update({
                  params: { id: restaurant.id },
                  body: bodyFor(restaurantValues(asOf), picksOwner),
                  ifMatch,
                }),
              queryKey: restaurantQuery(api, restaurant.id).queryKey,
            }}
          />
        ) : null
      }
    >
      <form.Field name="name">
        {(field) => <TextField field={field} label={fields.name} required maxLength={MAX.name} />}
      </form.Field>
      <form.Field name="address">
        {(field) => (
          <TextField
            field={field}
            label={fields.address}
            required
            autoComplete="street-address"
            maxLength={MAX.address}
          />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label={fields.description} maxLength={MAX.description} />}
      </form.Field>
      <form.Field name="logoUrl">
        {(field) => <ImageUrlField field={field} upload={logo} label={fields.logoUrl} />}
      </form.Field>
      <form.Field name="isActive">
        {(field) => <SwitchField field={field} label={fields.isActive} />}
      </form.Field>
      {/* Only an admin chooses the owner; an owner's restaurant is theirs (nothing to show). */}
      {picksOwner ? (
        <form.Field name="ownerId">
          {(field) => (
            <RestaurantOwnerField field={field} label={t('restaurants.owner')} owner={restaurant?.owner} />
          )}
        </form.Field>
      ) : null}
    </EntityForm>
  );
}
