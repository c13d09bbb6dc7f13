import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { RestaurantInputSchema, type Restaurant } from '@food-admin/api-client';
import { restaurantQueries } from '@food-admin/api-client/query';
import { Card, FormField, Input, PageLayout, Switch, Textarea, errorMessage } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { firstErrorMessage } from '../../lib/form-errors';
import { formSchema } from '../../lib/form-schema';
import { FormActions } from '../forms/form-actions';
import { FormLoadState } from '../forms/form-loading';
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
  const [saveError, setSaveError] = useState<string | null>(null);
  const backToList = () => void navigate({ to: '/admin/restaurants' });

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
    onSubmit: async ({ value }) => {
      if (save.isPending) return;
      setSaveError(null);
      try {
        await save.mutateAsync(v.parse(RestaurantInputSchema, value));
        backToList();
      } catch (error) {
        setSaveError(errorMessage(error));
      }
    },
  });

  return (
    <PageLayout title={title}>
      <Card padding="lg">
        <form
          noValidate
          className="entity-form"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="name">
            {(field) => (
              <FormField label="Name" required error={firstErrorMessage(field.state.meta.errors)}>
                <Input
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              </FormField>
            )}
          </form.Field>
          <form.Field name="address">
            {(field) => (
              <FormField label="Address" required error={firstErrorMessage(field.state.meta.errors)}>
                <Input
                  name={field.name}
                  autoComplete="street-address"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              </FormField>
            )}
          </form.Field>
          <form.Field name="description">
            {(field) => (
              <FormField label="Description" error={firstErrorMessage(field.state.meta.errors)}>
                <Textarea
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              </FormField>
            )}
          </form.Field>
          <form.Field name="logoUrl">
            {(field) => (
              <FormField
                label="Logo URL"
                hint="An http(s) address of the logo image."
                error={firstErrorMessage(field.state.meta.errors)}
              >
                <Input
                  type="url"
                  name={field.name}
                  placeholder="https://"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              </FormField>
            )}
          </form.Field>
          <form.Field name="isActive">
            {(field) => (
              <Switch label="Active" checked={field.state.value} onCheckedChange={field.handleChange} />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <FormActions
                saving={isSubmitting || save.isPending}
                onCancel={backToList}
                saveError={saveError}
              />
            )}
          </form.Subscribe>
        </form>
      </Card>
    </PageLayout>
  );
}
