import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pencil, Plus, Table2 } from 'lucide-react';
import { Button, CardGrid, EmptyState, PageLayout, SearchInput } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { blankToUndefined, type SearchOnly } from '@/lib/search-params';
import { MenuDishGrid } from '@/features/dishes';
import { LoadingTitle } from '@/shared/layout/loading-title';
import { LoadError } from '@/shared/layout/load-error';
import { useRememberRecent } from '@/features/welcome';
import { HiddenSectionHeading } from '@/shared/layout/section-heading';
import { CatalogueCrumbs, restaurantMenusQuery } from '@/features/menus';
import { restaurantQuery } from './restaurant-queries';

type RestaurantMenuScreenProps = {
  restaurantId: number;
  search: SearchOnly;
  onSearchChange: (next: SearchOnly) => void;
};

/** /admin/restaurants/{restaurantId}/menu whose id is not a restaurant's (the route's not-found page). */
export function InvalidRestaurantMenuAddress() {
  const t = useT(messages);
  return (
    <PageLayout title={t('restaurants.menu')} breadcrumb={<CatalogueCrumbs />}>
      <LoadError
        error={t('restaurants.invalidAddress')}
        back={<Link to="/admin/restaurants">{t('restaurants.back')}</Link>}
      />
    </PageLayout>
  );
}

/**
 * The restaurant's first menu (docs/requirements.md#req-routes-restaurant-menu), titled 'Menu of <name>', with Edit Menu, Add Dish and
 * dish search; 'Add Menu' instead when the restaurant has no menu.
 */
export function RestaurantMenuScreen({ restaurantId, search, onSearchChange }: RestaurantMenuScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const restaurant = useQuery(restaurantQuery(api, restaurantId));
  useRememberRecent(
    restaurant.data && {
      kind: 'Restaurant',
      id: restaurant.data.id,
      name: restaurant.data.name,
      to: `/admin/restaurants/${restaurant.data.id}/menu`,
    },
  );
  const menus = useQuery(restaurantMenusQuery(api, restaurantId));
  const firstMenu = menus.data?.[0];
  const text = search.search ?? '';
  const returnSearch = { restaurantId };

  const title = restaurant.data ? (
    t('restaurants.menuOf', { name: restaurant.data.name })
  ) : restaurant.isPending ? (
    <LoadingTitle width="16rem" label={t('restaurants.loadingMenu')} />
  ) : (
    t('restaurants.menu')
  );
  const breadcrumb = <CatalogueCrumbs restaurantId={restaurantId} />;
  const error = restaurant.error ?? menus.error ?? null;

  if (error) {
    return (
      <PageLayout title={title} breadcrumb={breadcrumb}>
        <LoadError
          error={error}
          onRetry={() => void Promise.all([restaurant.refetch(), menus.refetch()])}
          back={<Link to="/admin/restaurants">{t('restaurants.back')}</Link>}
        />
      </PageLayout>
    );
  }

  if (menus.isPending) {
    return (
      <PageLayout title={title} breadcrumb={breadcrumb}>
        <HiddenSectionHeading>{t('restaurants.dishes')}</HiddenSectionHeading>
        <CardGrid
          label={t('restaurants.dishes')}
          items={[]}
          getKey={() => 0}
          renderItem={() => null}
          loading
          skeletonVariant="dish"
        />
      </PageLayout>
    );
  }

  if (!firstMenu) {
    const addMenu = (
      <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
        <Link to="/admin/menus/new" search={returnSearch}>
          {t('restaurants.addMenu')}
        </Link>
      </Button>
    );
    return (
      <PageLayout title={title} breadcrumb={breadcrumb} actions={addMenu}>
        <EmptyState title={t('restaurants.noMenu')} description={t('restaurants.noMenuDescription')} />
      </PageLayout>
    );
  }

  const menuParams = { menuId: firstMenu.id };
  const addDish = (
    <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
      <Link to="/admin/menus/$menuId/dishes/new" params={menuParams} search={returnSearch}>
        {t('restaurants.addDish')}
      </Link>
    </Button>
  );

  return (
    <PageLayout
      title={title}
      description={
        firstMenu.description
          ? t('restaurants.menuDescription', { name: firstMenu.name, description: firstMenu.description })
          : firstMenu.name
      }
      breadcrumb={breadcrumb}
      actions={
        <>
          {/* The same dishes as a table with sort, filters, export and bulk actions. */}
          <Button asChild variant="outline" leadingIcon={<Table2 size={16} aria-hidden="true" />}>
            <Link to="/admin/menus/$menuId/dishes" params={menuParams} search={{ layout: 'table' }}>
              {t('restaurants.openAsTable')}
            </Link>
          </Button>
          <Button asChild variant="outline" leadingIcon={<Pencil size={16} aria-hidden="true" />}>
            <Link to="/admin/menus/$id/edit" params={{ id: firstMenu.id }} search={returnSearch}>
              {t('restaurants.editMenu')}
            </Link>
          </Button>
          {addDish}
        </>
      }
      toolbar={
        <SearchInput
          label={t('restaurants.searchDishes')}
          placeholder={t('restaurants.searchDishesPlaceholder')}
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      <HiddenSectionHeading>{t('restaurants.dishes')}</HiddenSectionHeading>
      <MenuDishGrid menuId={firstMenu.id} search={search.search} returnToRestaurantId={restaurantId} />
    </PageLayout>
  );
}
