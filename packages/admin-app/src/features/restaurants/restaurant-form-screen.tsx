import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { RestaurantInputSchema, RestaurantSchema, type Restaurant } from '@food-admin/api-client';
import { useApi } from '@/lib/api-context';
import { EntityForm } from '@/features/forms/entity-form';
import { lastSearchOf } from '@/lib/list-return';
import { CatalogueCrumbs } from '@/features/layout/crumbs';
import { SwitchField } from '@/features/forms/entity-fields';
import { TextareaField, TextField } from '@/features/forms/fields';
import { FormLoadState } from '@/features/forms/form-loading';
import { useVersionedForm } from '@/features/forms/versioned-form';
import { recordValues } from '@/features/forms/save-conflict';
import { HistoryPanel } from '@/features/history/history-panel';
import { ImageUrlField } from '@/features/uploads/image-url-field';
import { useImageUpload } from '@/features/uploads/use-image-upload';
import { useSaveRestaurant } from './restaurant-mutations';
import { restaurantQuery } from './restaurant-queries';

const backToRestaurants = <Link to="/admin/restaurants">Back to restaurants</Link>;

type RestaurantFormScreenProps = {
  /** Edit mode when set (taken from the route as a number); create mode otherwise. */
  restaurantId?: number;
};

/** /admin/restaurants/new and /admin/restaurants/{id}/edit (docs/requirements.md#req-forms-restaurant). */
export function RestaurantFormScreen({ restaurantId }: RestaurantFormScreenProps) {
  const api = useApi();
  const editing = restaurantId !== undefined;
  const existing = useQuery({
    ...restaurantQuery(api, restaurantId ?? 0),
    enabled: editing && Number.isInteger(restaurantId),
  });
  const title = editing ? 'Edit Restaurant' : 'Add Restaurant';

  if (editing) {
    if (!Number.isInteger(restaurantId))
      return (
        <FormLoadState title={title} error="This restaurant address is not valid." back={backToRestaurants} />
      );
    if (!existing.data)
      return (
        <FormLoadState
          title={title}
          error={existing.error}
          onRetry={() => void existing.refetch()}
          back={backToRestaurants}
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
});

const RESTAURANT_FIELDS = {
  name: 'Name',
  address: 'Address',
  description: 'Description',
  logoUrl: 'Logo',
  isActive: 'Active',
};

function RestaurantForm({ title, restaurant }: { title: string; restaurant?: Restaurant }) {
  const api = useApi();
  const navigate = useNavigate();
  const save = useSaveRestaurant(restaurant?.id);
  const backToList = () =>
    void navigate({ to: '/admin/restaurants', search: lastSearchOf('/admin/restaurants') });

  const binding = useVersionedForm({
    schema: RestaurantInputSchema,
    defaultValues: restaurantValues(restaurant),
    submit: (body, ifMatch) => save.mutateAsync({ body, ifMatch }),
    onSubmitted: backToList,
    versioning: restaurant && {
      version: restaurant.version,
      what: 'restaurant',
      kind: 'restaurant',
      id: restaurant.id,
      fields: RESTAURANT_FIELDS,
      valuesOf: recordValues(RestaurantSchema, restaurantValues),
      deletedAction: { label: 'Back to restaurants', onClick: backToList },
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
      breadcrumb={<CatalogueCrumbs restaurantId={restaurant?.id} current={restaurant ? 'Edit' : title} />}
      after={
        restaurant ? (
          <HistoryPanel
            kind="restaurant"
            record={restaurant}
            labels={RESTAURANT_FIELDS}
            restore={{
              save: (asOf, ifMatch) =>
                api.restaurants.update({
                  params: { id: restaurant.id },
                  body: { ...restaurantValues(asOf), ownerId: asOf.ownerId ?? null },
                  ifMatch,
                }),
              queryKey: restaurantQuery(api, restaurant.id).queryKey,
            }}
          />
        ) : null
      }
    >
      <form.Field name="name">{(field) => <TextField field={field} label="Name" required />}</form.Field>
      <form.Field name="address">
        {(field) => <TextField field={field} label="Address" required autoComplete="street-address" />}
      </form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label="Description" />}
      </form.Field>
      <form.Field name="logoUrl">
        {(field) => <ImageUrlField field={field} upload={logo} label="Logo" />}
      </form.Field>
      <form.Field name="isActive">{(field) => <SwitchField field={field} label="Active" />}</form.Field>
    </EntityForm>
  );
}
