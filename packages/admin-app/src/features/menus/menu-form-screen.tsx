import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { MenuInputSchema, type Menu } from '@food-admin/api-client';
import { menuQueries, restaurantQueries } from '@food-admin/api-client/query';
import { Banner, FormField, Select, Switch, type SelectOption } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { firstErrorMessage } from '../../lib/form-errors';
import { formSchema } from '../../lib/form-schema';
import { EntityForm } from '../forms/entity-form';
import { FormActions } from '../forms/form-actions';
import { FormLoadState } from '../forms/form-loading';
import { TextareaField, TextInputField } from '../forms/text-fields';
import { useFormReturn } from '../forms/use-form-return';
import { useSaveEntity } from '../forms/use-save-entity';
import { useSaveMenu } from './menu-mutations';

type MenuFormValues = { restaurantId: number; name: string; description: string; isActive: boolean };

type MenuFormScreenProps = {
  /** Edit mode when set; create mode otherwise. */
  menuId?: number;
  /** `?restaurantId=`: preselects the restaurant and makes Save/Cancel return to its menu page. */
  returnToRestaurantId?: number;
};

/** SPEC section 2: /admin/menus/new and /admin/menus/{id}/edit. */
export function MenuFormScreen({ menuId, returnToRestaurantId }: MenuFormScreenProps) {
  const api = useApi();
  const editing = menuId !== undefined;
  const existing = useQuery({
    ...menuQueries.detail(api, menuId ?? 0),
    enabled: editing && Number.isInteger(menuId),
  });
  const title = editing ? 'Edit Menu' : 'Add Menu';

  if (editing) {
    if (!Number.isInteger(menuId))
      return <FormLoadState title={title} error="This menu address is not valid." />;
    if (!existing.data) return <FormLoadState title={title} error={existing.error?.message} />;
  }
  return (
    <MenuForm
      key={menuId ?? 'new'}
      title={title}
      menu={existing.data}
      returnToRestaurantId={returnToRestaurantId}
    />
  );
}

const NO_RESTAURANT = '';

function MenuForm({
  title,
  menu,
  returnToRestaurantId,
}: {
  title: string;
  menu?: Menu;
  returnToRestaurantId?: number;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const save = useSaveMenu(menu?.id);
  const leave = useFormReturn(returnToRestaurantId, () => navigate({ to: '/admin/menus' }));
  const restaurants = useQuery(restaurantQueries.all(api));

  const restaurantOptions: SelectOption[] = [
    {
      value: NO_RESTAURANT,
      label: restaurants.isPending ? 'Loading restaurants…' : 'Choose a restaurant',
      disabled: true,
    },
    ...(restaurants.data ?? []).map((restaurant) => ({
      value: String(restaurant.id),
      label: restaurant.name,
    })),
  ];

  const { saveError, submit } = useSaveEntity(MenuInputSchema, save, leave);

  const form = useForm({
    defaultValues: {
      // 0 means "none chosen": the schema answers 'Restaurant is required'.
      restaurantId: menu?.restaurantId ?? returnToRestaurantId ?? 0,
      name: menu?.name ?? '',
      description: menu?.description ?? '',
      isActive: menu?.isActive ?? true,
    },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema<MenuFormValues>(MenuInputSchema) },
    onSubmit: ({ value }) => submit(value),
  });

  return (
    <EntityForm title={title} onSubmit={() => void form.handleSubmit()}>
      {restaurants.isError ? (
        <Banner tone="warning" title="Restaurants could not be loaded">
          {restaurants.error.message}
        </Banner>
      ) : null}
      <form.Field name="restaurantId">
        {(field) => (
          <FormField label="Restaurant" required error={firstErrorMessage(field.state.meta.errors)}>
            <Select
              name={field.name}
              value={field.state.value > 0 ? String(field.state.value) : NO_RESTAURANT}
              options={restaurantOptions}
              disabled={restaurants.isPending || restaurants.isError}
              onValueChange={(next) => field.handleChange(next === NO_RESTAURANT ? 0 : Number(next))}
            />
          </FormField>
        )}
      </form.Field>
      <form.Field name="name">{(field) => <TextInputField field={field} label="Name" required />}</form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label="Description" />}
      </form.Field>
      <form.Field name="isActive">
        {(field) => (
          <Switch label="Active" checked={field.state.value} onCheckedChange={field.handleChange} />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <FormActions saving={isSubmitting || save.isPending} onCancel={leave} saveError={saveError} />
        )}
      </form.Subscribe>
    </EntityForm>
  );
}
