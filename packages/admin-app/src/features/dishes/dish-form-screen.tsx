import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  DISH_CATEGORIES,
  DishInputSchema,
  DishSchema,
  lengthLimitOf,
  PRICE_MIN,
  PRICE_STEP,
  type Dish,
  type DishCategory,
} from '@food-admin/api-client';
import { Select } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { EntityForm } from '@/shared/forms/entity-form';
import { lastSearchOf } from '@/lib/list-return';
import { NumberField, SwitchField } from '@/shared/forms/entity-fields';
import { ControlField, TextareaField, TextField } from '@/shared/forms/fields';
import { FormLoadState } from '@/shared/forms/form-loading';
import { useVersionedForm } from '@/shared/forms/versioned-form';
import { recordValues } from '@/shared/forms/save-conflict';
import { HistoryPanel } from '@/shared/history/history-panel';
import { useFormReturn } from '@/shared/forms/use-form-return';
import { CatalogueCrumbs, menuQuery } from '@/features/menus';
import { ImageUrlField } from '@/shared/uploads/image-url-field';
import { useImageUpload } from '@/shared/uploads/use-image-upload';
import { messages } from '@/i18n/compiled/en/dishes';
import { useT } from '@/i18n/locale-provider';
import { DISH_CATEGORY_KEYS, type DishesT } from './dish-columns';
import { useSaveDish } from './dish-mutations';
import { dishQuery } from './dish-queries';

type DishFormScreenProps = {
  menuId: number;
  /** Edit mode when set; create mode otherwise. */
  dishId?: number;
  /** `?restaurantId=`: Save/Cancel return to that restaurant's menu page. */
  returnToRestaurantId?: number;
};

/**
 * /admin/menus/{menuId}/dishes/new or .../dishes/{dishId}/edit whose ids are not a menu's and a
 * dish's (the route's not-found page).
 */
export function InvalidDishAddress({ editing }: { editing: boolean }) {
  const t = useT(messages);
  return (
    <FormLoadState
      title={editing ? t('dishes.form.editTitle') : t('dishes.add')}
      error={t('dishes.form.invalidAddress')}
      back={<Link to="/admin/menus">{t('dishes.backToMenus')}</Link>}
    />
  );
}

/** /admin/menus/{menuId}/dishes/new and .../dishes/{dishId}/edit (docs/requirements.md#req-forms-dish). */
export function DishFormScreen({ menuId, dishId, returnToRestaurantId }: DishFormScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const editing = dishId !== undefined;
  const existing = useQuery({ ...dishQuery(api, dishId ?? 0), enabled: editing });
  const menu = useQuery(menuQuery(api, menuId));
  const baseTitle = editing ? t('dishes.form.editTitle') : t('dishes.add');
  const title = menu.data
    ? t('dishes.form.titleWithMenu', { title: baseTitle, menu: menu.data.name })
    : baseTitle;

  if (editing && !existing.data)
    return (
      <FormLoadState
        title={baseTitle}
        error={existing.error}
        onRetry={() => void existing.refetch()}
        back={
          <Link to="/admin/menus/$menuId/dishes" params={{ menuId: menuId }}>
            {t('dishes.form.backToMenu')}
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
/** The form's length limits, as the contract's schema declares them (the fields' counters). */
const MAX = {
  name: lengthLimitOf(DishInputSchema.entries.name, 'max'),
  description: lengthLimitOf(DishInputSchema.entries.description, 'max'),
};

const NO_CATEGORY = 'none';
const categoryOptions = (t: DishesT) => [
  { value: NO_CATEGORY, label: t('dishes.noCategory') },
  ...DISH_CATEGORIES.map((value) => ({ value, label: t(DISH_CATEGORY_KEYS[value]) })),
];

/** The fields' labels (the conflict dialog and the history name them so). */
const dishFields = (t: DishesT) => ({
  name: t('dishes.field.name'),
  price: t('dishes.field.price'),
  description: t('dishes.field.description'),
  imageUrl: t('dishes.field.image'),
  isAvailable: t('dishes.field.available'),
  category: t('dishes.field.category'),
});

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
  const t = useT(messages);
  const fields = dishFields(t);
  const save = useSaveDish(menuId, dish?.id);
  const leave = useFormReturn(returnToRestaurantId, () =>
    navigate({
      to: '/admin/menus/$menuId/dishes',
      params: { menuId: menuId },
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
      what: t('dishes.form.what'),
      kind: 'dish',
      id: dish.id,
      fields,
      valuesOf: recordValues(DishSchema, dishValues),
      deletedAction: { label: t('dishes.form.backToDishes'), onClick: leave },
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
      breadcrumb={
        <CatalogueCrumbs menuId={menuId} current={dish ? t('dishes.crumb.edit') : t('dishes.crumb.add')} />
      }
      after={
        dish ? (
          <HistoryPanel
            kind="dish"
            record={dish}
            labels={fields}
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
      <form.Field name="name">
        {(field) => <TextField field={field} label={fields.name} required maxLength={MAX.name} />}
      </form.Field>
      <form.Field name="price">
        {(field) => (
          <NumberField
            field={field}
            label={fields.price}
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
          <ControlField field={field} label={fields.category}>
            {({ name, value, onChange }) => (
              <Select
                name={name}
                value={value === '' ? NO_CATEGORY : value}
                options={categoryOptions(t)}
                onValueChange={(next) => onChange(next === NO_CATEGORY ? '' : (next as DishCategory))}
              />
            )}
          </ControlField>
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label={fields.description} maxLength={MAX.description} />}
      </form.Field>
      <form.Field name="imageUrl">
        {(field) => <ImageUrlField field={field} upload={image} label={fields.imageUrl} />}
      </form.Field>
      <form.Field name="isAvailable">
        {(field) => <SwitchField field={field} label={fields.isAvailable} />}
      </form.Field>
    </EntityForm>
  );
}
