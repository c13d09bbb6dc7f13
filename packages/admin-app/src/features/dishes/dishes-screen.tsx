import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@food-admin/api-client';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Banner, Button, PageLayout, SearchInput } from '@food-admin/ui';
import { JustAddedBanner } from '@/shared/feedback/just-added-banner';
import { LoadError } from '@/shared/layout/load-error';
import { useRememberRecent } from '@/features/welcome';
import { useApi } from '@/lib/api-context';
import { blankToUndefined } from '@/lib/search-params';
import { LoadingTitle } from '@/shared/layout/loading-title';
import { HiddenSectionHeading } from '@/shared/layout/section-heading';
import { CatalogueCrumbs, menuQuery } from '@/features/menus';
import { LayoutToggle } from '@/shared/lists/layout-toggle';
import { switchLayout, type LayoutSearch } from '@/shared/lists/list-layout';
import { DishesTable } from './dishes-table';
import { MenuDishGrid } from './menu-dish-grid';
import { messages } from '@/i18n/compiled/en/dishes';
import { useT } from '@/i18n/locale-provider';

type DishesScreenProps = {
  menuId: number;
  search: LayoutSearch;
  onSearchChange: (next: LayoutSearch) => void;
};

/** /admin/menus/{menuId}/dishes whose id is not a menu's (the route's not-found page). */
export function InvalidDishesAddress() {
  const t = useT(messages);
  return (
    <PageLayout title={t('dishes.title')}>
      <Banner tone="warning">{t('dishes.invalidMenuAddress')}</Banner>
    </PageLayout>
  );
}

/**
 * 'Dishes of <menu name>' with search, Add, Edit and Delete (docs/requirements.md#req-routes-dishes):
 * dish cards, or with `?layout=table` a paged table with sort, filter, export and bulk actions.
 */
export function DishesScreen({ menuId, search, onSearchChange }: DishesScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const text = search.search ?? '';
  const layout = search.layout ?? 'grid';
  const menu = useQuery(menuQuery(api, menuId));
  useRememberRecent(
    menu.data && {
      kind: 'Menu',
      id: menu.data.id,
      name: menu.data.name,
      to: `/admin/menus/${menu.data.id}/dishes`,
    },
  );

  const header = {
    title: menu.data ? (
      t('dishes.titleOfMenu', { menu: menu.data.name })
    ) : menu.isPending ? (
      <LoadingTitle width="14rem" label={t('dishes.loading')} />
    ) : (
      t('dishes.title')
    ),
    breadcrumb: <CatalogueCrumbs menuId={menuId} />,
    actions: (
      <>
        <LayoutToggle
          label={t('dishes.layout')}
          layout={layout}
          onLayoutChange={(next) => onSearchChange(switchLayout(search, next))}
        />
        <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
          <Link to="/admin/menus/$menuId/dishes/new" params={{ menuId: menuId }}>
            {t('dishes.add')}
          </Link>
        </Button>
      </>
    ),
  };
  const notice = menu.isError ? (
    <LoadError
      error={menu.error}
      onRetry={() => void menu.refetch()}
      back={<Link to="/admin/menus">{t('dishes.backToMenus')}</Link>}
    />
  ) : null;

  // No menu, no dishes: the notice says so once, without the list's own second error or its tools.
  if (menu.isError && isApiError(menu.error) && menu.error.status === 404) {
    return (
      <PageLayout title={header.title} breadcrumb={header.breadcrumb}>
        {notice}
      </PageLayout>
    );
  }

  if (layout === 'table') {
    return (
      <DishesTable
        menuId={menuId}
        search={search}
        onSearchChange={onSearchChange}
        header={header}
        notice={notice}
      />
    );
  }

  return (
    <PageLayout
      {...header}
      toolbar={
        <SearchInput
          label={t('dishes.search')}
          placeholder={t('dishes.searchPlaceholder')}
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      {notice}
      <JustAddedBanner kind="dishes" scope={menuId} />
      <HiddenSectionHeading>{t('dishes.title')}</HiddenSectionHeading>
      <MenuDishGrid menuId={menuId} search={search.search} />
    </PageLayout>
  );
}
