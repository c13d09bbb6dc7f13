import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  DISH_CATEGORIES,
  DISH_CATEGORY_LABELS,
  DishInputSchema,
  DishSchema,
  PRICE_MIN,
  PRICE_STEP,
  type Dish,
  type DishCategory,
} from '@food-admin/api-client';
import { Select } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { EntityForm } from '@/features/forms/entity-form';
import { lastSearchOf } from '@/lib/list-return';
import { CatalogueCrumbs } from '@/features/layout/crumbs';
import { NumberField, SwitchField } from '@/features/forms/entity-fields';
import { ControlField, TextareaField, TextField } from '@/features/forms/fields';
import { FormLoadState } from '@/features/forms/form-loading';
import { useVersionedForm } from '@/features/forms/versioned-form';
import { recordValues } from '@/features/forms/save-conflict';
import { HistoryPanel } from '@/features/history/history-panel';
import { useFormReturn } from '@/features/forms/use-form-return';
import { menuQuery } from '@/features/menus/menu-queries';
import { ImageUrlField } from '@/features/uploads/image-url-field';
import { useImageUpload } from '@/features/uploads/use-image-upload';
import { useSaveDish } from './dish-mutations';
import { dishQuery } from './dish-queries';

const backToMenus = <Link to="/admin/menus">Back to menus</Link>;

type DishFormScreenProps = {
  menuId: number;
  /** Edit mode when set; create mode otherwise. */
  dishId?: number;
  /** `?restaurantId=`: Save/Cancel return to that restaurant's menu page. */
  returnToRestaurantId?: number;
};

/** /admin/menus/{menuId}/dishes/new and .../dishes/{dishId}/edit (docs/requirements.md#req-forms-dish). */
export function DishFormScreen({ menuId, dishId, returnToRestaurantId }: DishFormScreenProps) {
  const api = useApi();
  const editing = dishId !== undefined;
  const existing = useQuery({ ...dishQuery(api, dishId ?? 0), enabled: editing && Number.isInteger(dishId) });
  const menu = useQuery({ ...menuQuery(api, menuId), enabled: Number.isInteger(menuId) });
  const baseTitle = editing ? 'Edit Dish' : 'Add Dish';
  const title = menu.data ? `${baseTitle} (${menu.data.name})` : baseTitle;

  if (!Number.isInteger(menuId) || (editing && !Number.isInteger(dishId))) {
    return <FormLoadState title={baseTitle} error="This dish address is not valid." back={backToMenus} />;
  }
  if (editing && !existing.data)
    return (
      <FormLoadState
        title={baseTitle}
        error={existing.error}
        onRetry={() => void existing.refetch()}
        back={
          <Link to="/admin/menus/$menuId/dishes" params={{ menuId: String(menuId) }}>
            Back to the menu
          </Link>
        }
      />
    );
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

/** The form's values for a dish (empty for a new one). */
const dishValues = (dish?: Dish) => ({
  name: dish?.name ?? '',
  // null while empty, so the schema answers 'Price must be positive' rather than accepting 0.
  price: (dish?.price ?? null) as number | null,
  description: dish?.description ?? '',
  imageUrl: dish?.imageUrl ?? '',
  isAvailable: dish?.isAvailable ?? true,
  // '' is "No category" (the schema reads it as none).
  category: (dish?.category ?? '') as DishCategory | '',
});

/** Radix Select has no empty value: "No category" is this one, the field holds ''. */
const NO_CATEGORY = 'none';
const CATEGORY_OPTIONS = [
  { value: NO_CATEGORY, label: 'No category' },
  ...DISH_CATEGORIES.map((value) => ({ value, label: DISH_CATEGORY_LABELS[value] })),
];

const DISH_FIELDS = {
  name: 'Name',
  price: 'Price',
  description: 'Description',
  imageUrl: 'Image',
  isAvailable: 'Available',
  category: 'Category',
};

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
  const api = useApi();
  const navigate = useNavigate();
  const save = useSaveDish(menuId, dish?.id);
  const leave = useFormReturn(returnToRestaurantId, () =>
    navigate({
      to: '/admin/menus/$menuId/dishes',
      params: { menuId: String(menuId) },
      search: lastSearchOf(`/admin/menus/${menuId}/dishes`),
    }),
  );

  const binding = useVersionedForm({
    schema: DishInputSchema,
    defaultValues: dishValues(dish),
    submit: (body, ifMatch) => save.mutateAsync({ body, ifMatch }),
    onSubmitted: leave,
    versioning: dish && {
      version: dish.version,
      what: 'dish',
      kind: 'dish',
      id: dish.id,
      fields: DISH_FIELDS,
      valuesOf: recordValues(DishSchema, dishValues),
      deletedAction: { label: 'Back to dishes', onClick: leave },
    },
  });
  const { form } = binding;

  const image = useImageUpload();

  return (
    <EntityForm
      title={title}
      binding={binding}
      onCancel={leave}
      saveDisabled={image.uploading}
      breadcrumb={<CatalogueCrumbs menuId={menuId} current={dish ? 'Edit dish' : 'Add dish'} />}
      after={
        dish ? (
          <HistoryPanel
            kind="dish"
            record={dish}
            labels={DISH_FIELDS}
            restore={{
              save: (asOf, ifMatch) =>
                api.dishes.update({
                  params: { id: dish.id },
                  body: { ...dishValues(asOf), price: asOf.price, menuId: asOf.menuId },
                  ifMatch,
                }),
              queryKey: dishQuery(api, dish.id).queryKey,
            }}
          />
        ) : null
      }
    >
      <form.Field name="name">{(field) => <TextField field={field} label="Name" required />}</form.Field>
      <form.Field name="price">
        {(field) => (
          <NumberField
            field={field}
            label="Price"
            required
            prefix="$"
            step={PRICE_STEP}
            min={PRICE_MIN}
            decimals={2}
          />
        )}
      </form.Field>
      <form.Field name="category">
        {(field) => (
          <ControlField field={field} label="Category">
            {({ name, value, onChange }) => (
              <Select
                name={name}
                value={value === '' ? NO_CATEGORY : value}
                options={CATEGORY_OPTIONS}
                onValueChange={(next) => onChange(next === NO_CATEGORY ? '' : (next as DishCategory))}
              />
            )}
          </ControlField>
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label="Description" />}
      </form.Field>
      <form.Field name="imageUrl">
        {(field) => <ImageUrlField field={field} upload={image} label="Image" />}
      </form.Field>
      <form.Field name="isAvailable">{(field) => <SwitchField field={field} label="Available" />}</form.Field>
    </EntityForm>
  );
}
