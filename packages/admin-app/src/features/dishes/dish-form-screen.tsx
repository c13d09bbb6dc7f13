import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { DishInputSchema, PRICE_MIN, PRICE_STEP, type Dish } from '@food-admin/api-client';
import { dishQueries, menuQueries } from '@food-admin/api-client/query';
import { FormField, ImageInput, NumberInput, Switch } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { firstErrorMessage } from '../../lib/form-errors';
import { formSchema } from '../../lib/form-schema';
import { EntityForm } from '../forms/entity-form';
import { FormActions } from '../forms/form-actions';
import { FormLoadState } from '../forms/form-loading';
import { TextareaField, TextInputField } from '../forms/text-fields';
import { useFormReturn } from '../forms/use-form-return';
import { useSaveEntity } from '../forms/use-save-entity';
import { useSaveDish } from './dish-mutations';
import { useImageUpload } from './use-image-upload';

type DishFormValues = {
  name: string;
  price: number | null;
  description: string;
  imageUrl: string;
  isAvailable: boolean;
};

type DishFormScreenProps = {
  menuId: number;
  /** Edit mode when set; create mode otherwise. */
  dishId?: number;
  /** `?restaurantId=`: Save/Cancel return to that restaurant's menu page. */
  returnToRestaurantId?: number;
};

/** SPEC section 2: /admin/menus/{menuId}/dishes/new and .../dishes/{dishId}/edit. */
export function DishFormScreen({ menuId, dishId, returnToRestaurantId }: DishFormScreenProps) {
  const api = useApi();
  const editing = dishId !== undefined;
  const existing = useQuery({
    ...dishQueries.detail(api, dishId ?? 0),
    enabled: editing && Number.isInteger(dishId),
  });
  const menu = useQuery({ ...menuQueries.detail(api, menuId), enabled: Number.isInteger(menuId) });
  const baseTitle = editing ? 'Edit Dish' : 'Add Dish';
  const title = menu.data ? `${baseTitle} (${menu.data.name})` : baseTitle;

  if (!Number.isInteger(menuId) || (editing && !Number.isInteger(dishId))) {
    return <FormLoadState title={baseTitle} error="This dish address is not valid." />;
  }
  if (editing && !existing.data) return <FormLoadState title={baseTitle} error={existing.error?.message} />;
  return (
    <DishForm
      key={dishId ?? 'new'}
      title={title}
      menuId={menuId}
      dish={existing.data}
      returnToRestaurantId={returnToRestaurantId}
    />
  );
}

function DishForm({
  title,
  menuId,
  dish,
  returnToRestaurantId,
}: {
  title: string;
  menuId: number;
  dish?: Dish;
  returnToRestaurantId?: number;
}) {
  const navigate = useNavigate();
  const save = useSaveDish(menuId, dish?.id);
  const leave = useFormReturn(returnToRestaurantId, () =>
    navigate({ to: '/admin/menus/$menuId/dishes', params: { menuId: String(menuId) } }),
  );

  const { saveError, submit } = useSaveEntity(DishInputSchema, save, leave);

  const form = useForm({
    defaultValues: {
      name: dish?.name ?? '',
      // null while empty, so the schema answers 'Price must be positive' rather than accepting 0.
      price: (dish?.price ?? null) as number | null,
      description: dish?.description ?? '',
      imageUrl: dish?.imageUrl ?? '',
      isAvailable: dish?.isAvailable ?? true,
    },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema<DishFormValues>(DishInputSchema) },
    onSubmit: ({ value }) => submit(value),
  });

  const image = useImageUpload((url) => form.setFieldValue('imageUrl', url));

  return (
    <EntityForm title={title} onSubmit={() => void form.handleSubmit()}>
      <form.Field name="name">{(field) => <TextInputField field={field} label="Name" required />}</form.Field>
      <form.Field name="price">
        {(field) => (
          <FormField label="Price" required error={firstErrorMessage(field.state.meta.errors)}>
            <NumberInput
              name={field.name}
              prefix="$"
              step={PRICE_STEP}
              min={PRICE_MIN}
              value={field.state.value}
              onValueChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          </FormField>
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label="Description" />}
      </form.Field>
      <form.Field name="imageUrl">
        {(field) => (
          <>
            <ImageInput
              label="Image"
              value={field.state.value || null}
              progress={image.progress}
              error={image.error}
              onFileSelect={(file) => void image.upload(file)}
              onClear={() => {
                image.clearError();
                field.handleChange('');
              }}
            />
            <TextInputField
              field={field}
              label="Image URL"
              hint="Filled in by the upload; you can also paste an http(s) address."
              type="url"
              placeholder="https://"
              disabled={image.uploading}
            />
          </>
        )}
      </form.Field>
      <form.Field name="isAvailable">
        {(field) => (
          <Switch label="Available" checked={field.state.value} onCheckedChange={field.handleChange} />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <FormActions
            saving={isSubmitting || save.isPending}
            saveDisabled={image.uploading}
            onCancel={leave}
            saveError={saveError}
          />
        )}
      </form.Subscribe>
    </EntityForm>
  );
}
