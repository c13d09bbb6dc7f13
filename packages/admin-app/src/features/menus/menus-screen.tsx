import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { Menu } from '@food-admin/api-client';
import { menuQueries, restaurantQueries } from '@food-admin/api-client/query';
import {
  Button,
  CardGrid,
  ConfirmDialog,
  EmptyState,
  MenuCard,
  PageLayout,
  SearchInput,
} from '@food-admin/ui';
import { HiddenSectionHeading } from '../layout/section-heading';
import { useApi } from '../../lib/api-context';
import { blankToUndefined, type SearchOnly } from '../../lib/search-params';
import { useDeleteMenu } from './menu-mutations';

type MenusScreenProps = { search: SearchOnly; onSearchChange: (next: SearchOnly) => void };

function AddMenuButton() {
  return (
    <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
      <Link to="/admin/menus/new">Add Menu</Link>
    </Button>
  );
}

/** SPEC section 2: menu cards with search, infinite scroll, View dishes, Edit, Delete. */
export function MenusScreen({ search, onSearchChange }: MenusScreenProps) {
  const api = useApi();
  const navigate = useNavigate();
  const text = search.search ?? '';
  const [toDelete, setToDelete] = useState<Menu | null>(null);
  const deleteMenu = useDeleteMenu();

  const menus = useInfiniteQuery(menuQueries.infinite(api, { search: blankToUndefined(text) }));
  const items = menus.data?.pages.flatMap((page) => page.content) ?? [];
  // Restaurant names under each card; the cards still render if this lookup fails.
  const restaurants = useQuery(restaurantQueries.all(api));
  const restaurantNames = useMemo(
    () => new Map((restaurants.data ?? []).map((restaurant) => [restaurant.id, restaurant.name])),
    [restaurants.data],
  );

  return (
    <PageLayout
      title="Menus"
      actions={<AddMenuButton />}
      toolbar={
        <SearchInput
          label="Search menus"
          placeholder="Search by name"
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      <HiddenSectionHeading>All menus</HiddenSectionHeading>
      <CardGrid<Menu>
        label="Menus"
        skeletonVariant="menu"
        items={items}
        getKey={(menu) => menu.id}
        loading={menus.isPending}
        loadingMore={menus.isFetchingNextPage}
        hasMore={menus.hasNextPage}
        onLoadMore={() => void menus.fetchNextPage()}
        error={menus.isError ? menus.error.message : null}
        empty={
          text ? (
            <EmptyState title="No menus found" description={`No menu matches “${text}”.`} />
          ) : (
            <EmptyState
              title="No menus yet"
              description="Create a menu for a restaurant."
              action={<AddMenuButton />}
            />
          )
        }
        renderItem={(menu) => (
          <MenuCard
            menu={menu}
            restaurantName={restaurantNames.get(menu.restaurantId)}
            renderLink={({ className, children }) => (
              <Link
                to="/admin/menus/$menuId/dishes"
                params={{ menuId: String(menu.id) }}
                className={className}
              >
                {children}
              </Link>
            )}
            onViewDishes={() =>
              void navigate({ to: '/admin/menus/$menuId/dishes', params: { menuId: String(menu.id) } })
            }
            onEdit={() => void navigate({ to: '/admin/menus/$id/edit', params: { id: String(menu.id) } })}
            onDelete={() => setToDelete(menu)}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        message={
          toDelete ? `Delete the menu “${toDelete.name}” with its dishes? This cannot be undone.` : undefined
        }
        onConfirm={() => (toDelete ? deleteMenu.mutateAsync(toDelete) : undefined)}
      />
    </PageLayout>
  );
}
