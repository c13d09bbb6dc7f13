import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { RestaurantInputSchema, type Restaurant } from '@food-admin/api-client';
import { restaurantQueries } from '@food-admin/api-client/query';
import { Switch } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { formSchema } from '../../lib/form-schema';
import { EntityForm } from '../forms/entity-form';
import { FormActions } from '../forms/form-actions';
import { FormLoadState } from '../forms/form-loading';
import { TextareaField, TextInputField } from '../forms/text-fields';
import { useSaveEntity } from '../forms/use-save-entity';
import { useSaveRestaurant } from './restaurant-mutations';

type RestaurantFormValues = {
  name: string;
  address: string;
  description: string;
  logoUrl: string;
  isActive: boolean;
};

type RestaurantFormScreenProps = {
  /** Edit mode when set (taken from the route as a number); create mode otherwise. */
  restaurantId?: number;
};

/** SPEC section 2: /admin/restaurants/new and /admin/restaurants/{id}/edit. */
export function RestaurantFormScreen({ restaurantId }: RestaurantFormScreenProps) {
  const api = useApi();
  const editing = restaurantId !== undefined;
  const existing = useQuery({
    ...restaurantQueries.detail(api, restaurantId ?? 0),
    enabled: editing && Number.isInteger(restaurantId),
  });
  const title = editing ? 'Edit Restaurant' : 'Add Restaurant';

  if (editing) {
    if (!Number.isInteger(restaurantId))
      return <FormLoadState title={title} error="This restaurant address is not valid." />;
    if (!existing.data) return <FormLoadState title={title} error={existing.error?.message} />;
  }
  // key: a different restaurant starts a fresh form.
  return <RestaurantForm key={restaurantId ?? 'new'} title={title} restaurant={existing.data} />;
}

function RestaurantForm({ title, restaurant }: { title: string; restaurant?: Restaurant }) {
  const navigate = useNavigate();
  const save = useSaveRestaurant(restaurant?.id);
  const backToList = () => void navigate({ to: '/admin/restaurants' });

  const { saveError, submit } = useSaveEntity(RestaurantInputSchema, save, backToList);

  const form = useForm({
    defaultValues: {
      name: restaurant?.name ?? '',
      address: restaurant?.address ?? '',
      description: restaurant?.description ?? '',
      logoUrl: restaurant?.logoUrl ?? '',
      // SPEC section 4: new items are active by default.
      isActive: restaurant?.isActive ?? true,
    },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema<RestaurantFormValues>(RestaurantInputSchema) },
    onSubmit: ({ value }) => submit(value),
  });

  return (
    <EntityForm title={title} onSubmit={() => void form.handleSubmit()}>
      <form.Field name="name">{(field) => <TextInputField field={field} label="Name" required />}</form.Field>
      <form.Field name="address">
        {(field) => <TextInputField field={field} label="Address" required autoComplete="street-address" />}
      </form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label="Description" />}
      </form.Field>
      <form.Field name="logoUrl">
        {(field) => (
          <TextInputField
            field={field}
            label="Logo URL"
            hint="An http(s) address of the logo image."
            type="url"
            placeholder="https://"
          />
        )}
      </form.Field>
      <form.Field name="isActive">
        {(field) => (
          <Switch label="Active" checked={field.state.value} onCheckedChange={field.handleChange} />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <FormActions saving={isSubmitting || save.isPending} onCancel={backToList} saveError={saveError} />
        )}
      </form.Subscribe>
    </EntityForm>
  );
}
