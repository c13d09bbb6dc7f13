import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  lengthLimitOf,
  MenuInputSchema,
  MenuSchema,
  type Menu,
  type Restaurant,
} from '@food-admin/api-client';
import { Banner, Select, type SelectOption } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/menus';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCan } from '@/lib/auth/grants';
import { EntityForm } from '@/shared/forms/entity-form';
import { lastSearchOf } from '@/lib/list-return';
import { allRestaurantsQuery } from '@/features/restaurants';
import { CatalogueCrumbs } from './crumbs';
import { SwitchField } from '@/shared/forms/entity-fields';
import { ControlField, TextareaField, TextField } from '@/shared/forms/fields';
import { FormLoadState } from '@/shared/forms/form-loading';
import { useVersionedForm } from '@/shared/forms/versioned-form';
import { recordValues } from '@/shared/forms/save-conflict';
import { HistoryPanel } from '@/shared/history/history-panel';
import { useFormReturn } from '@/shared/forms/use-form-return';
import { useSaveMenu } from './menu-mutations';
import { menuQuery } from './menu-queries';

/** The form's length limits, as the contract's schema declares them (the fields' counters). */
const MAX = {
  name: lengthLimitOf(MenuInputSchema.entries.name, 'max'),
  description: lengthLimitOf(MenuInputSchema.entries.description, 'max'),
};

function BackToMenus() {
  const t = useT(messages);
  return <Link to="/admin/menus">{t('menus.back')}</Link>;
}

type MenuFormScreenProps = {
  /** Edit mode when set; create mode otherwise. */
  menuId?: number;
  /** `?restaurantId=`: preselects the restaurant and makes Save/Cancel return to its menu page. */
  returnToRestaurantId?: number;
};

/** /admin/menus/{id}/edit whose id is not a menu's (the route's not-found page). */
export function InvalidMenuAddress() {
  const t = useT(messages);
  return (
    <FormLoadState title={t('menus.editTitle')} error={t('menus.invalidAddress')} back={<BackToMenus />} />
  );
}

/** /admin/menus/new and /admin/menus/{id}/edit (docs/requirements.md#req-forms-menu). */
export function MenuFormScreen({ menuId, returnToRestaurantId }: MenuFormScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const editing = menuId !== undefined;
  const existing = useQuery({ ...menuQuery(api, menuId ?? 0), enabled: editing });
  const title = editing ? t('menus.editTitle') : t('menus.add');

  if (editing) {
    if (!existing.data)
      return (
        <FormLoadState
          title={title}
          error={existing.error}
          onRetry={() => void existing.refetch()}
          back={<BackToMenus />}
        />
      );
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

/** The form's values for a menu; a new one starts under the restaurant it was opened from. */
const menuValues = (menu?: Menu, restaurantId?: number) => ({
  // 0 means "none chosen": the schema answers 'Restaurant is required'.
  restaurantId: menu?.restaurantId ?? restaurantId ?? 0,
  name: menu?.name ?? '',
  description: menu?.description ?? '',
  isActive: menu?.isActive ?? true,
});

function MenuForm({
  title,
  menu,
  returnToRestaurantId,
}: {
  title: string;
  menu?: Menu;
  returnToRestaurantId?: number;
}) {
  const texts = useApiTexts();
  const api = useApi();
  const t = useT(messages);
  const navigate = useNavigate();
  const save = useSaveMenu(menu?.id);
  /** What a save conflict compares (the restaurant is kept as the form has it: ids mean nothing to a reader). */
  const fields = { name: t('menus.name'), description: t('menus.description'), isActive: t('menus.active') };
  const leave = useFormReturn(returnToRestaurantId, () =>
    navigate({ to: '/admin/menus', search: lastSearchOf('/admin/menus') }),
  );
  const restaurants = useQuery(allRestaurantsQuery(api));
  // A restaurant account adds menus where it holds menus.edit only (the server refuses the others).
  const can = useCan();
  const ownRestaurant = (restaurant: Restaurant) =>
    can('menus.edit', { id: restaurant.id, ownerId: restaurant.ownerId ?? null });

  const restaurantOptions: SelectOption[] = [
    {
      value: NO_RESTAURANT,
      label: restaurants.isPending ? t('menus.loadingRestaurants') : t('menus.chooseRestaurant'),
      disabled: true,
    },
    ...(restaurants.data ?? []).filter(ownRestaurant).map((restaurant) => ({
      value: String(restaurant.id),
      label: restaurant.name,
    })),
  ];

  const binding = useVersionedForm({
    schema: MenuInputSchema,
    defaultValues: menuValues(menu, returnToRestaurantId),
    submit: (body, ifMatch) => save.mutateAsync({ body, ifMatch }),
    onSubmitted: leave,
    versioning: menu && {
      version: menu.version,
      what: t('menus.what'),
      kind: 'menu',
      id: menu.id,
      fields,
      valuesOf: recordValues(MenuSchema, (current) => menuValues(current)),
      deletedAction: { label: t('menus.back'), onClick: leave },
    },
  });
  const { form } = binding;

  return (
    <EntityForm
      title={title}
      binding={binding}
      onCancel={leave}
      breadcrumb={
        <CatalogueCrumbs
          restaurantId={menu?.restaurantId ?? returnToRestaurantId}
          menuId={menu?.id}
          current={menu ? t('menus.editCrumb') : title}
        />
      }
      after={
        menu ? (
          <HistoryPanel
            kind="menu"
            record={menu}
            labels={{ ...fields, restaurantId: t('menus.restaurant') }}
            restore={{
              save: (asOf, ifMatch) =>
                api.menus.update({ params: { id: menu.id }, body: menuValues(asOf), ifMatch }),
              queryKey: menuQuery(api, menu.id).queryKey,
            }}
          />
        ) : null
      }
    >
      {restaurants.isError ? (
        <Banner tone="warning" title={t('menus.restaurantsError')}>
          {texts.error(restaurants.error)}
        </Banner>
      ) : null}
      <form.Field name="restaurantId">
        {(field) => (
          <ControlField field={field} label={t('menus.restaurant')} required>
            {({ name, value, onChange }) => (
              <Select
                name={name}
                value={value > 0 ? String(value) : NO_RESTAURANT}
                options={restaurantOptions}
                disabled={restaurants.isPending || restaurants.isError}
                onValueChange={(next) => onChange(next === NO_RESTAURANT ? 0 : Number(next))}
              />
            )}
          </ControlField>
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => <TextField field={field} label={fields.name} required maxLength={MAX.name} />}
      </form.Field>
      <form.Field name="description">
        {(field) => <TextareaField field={field} label={fields.description} maxLength={MAX.description} />}
      </form.Field>
      <form.Field name="isActive">
        {(field) => <SwitchField field={field} label={fields.isActive} />}
      </form.Field>
    </EntityForm>
  );
}
