import { useState } from 'react';
import {
  ActivityFeed,
  ConfirmDialog,
  DataTable,
  EMPTY_ACTIVITY_FILTERS,
  IconButton,
  formatPrice,
  type ActivityEntryLike,
  type ActivityFilters,
  type ColumnDef,
  type DataTableSort,
} from '@food-admin/ui';

interface Dish {
  id: number;
  name: string;
  price: number;
}

const DISHES: Dish[] = [
  { id: 1, name: 'Margherita', price: 9.5 },
  { id: 2, name: 'Carbonara', price: 12 },
  { id: 3, name: 'Tiramisu', price: 6.25 },
  { id: 4, name: 'Bruschetta', price: 5 },
  { id: 5, name: 'Lasagna', price: 13.75 },
  { id: 6, name: 'Arancini', price: 7 },
  { id: 7, name: 'Risotto', price: 14 },
];
const PAGE_SIZE = 5;
const NOW = new Date('2025-06-01T12:00:00Z');

const columns: ColumnDef<Dish, unknown>[] = [
  { accessorKey: 'name', header: 'Name', enableSorting: true },
  { accessorKey: 'price', header: 'Price', cell: (info) => formatPrice(info.getValue() as number) },
];

const FIRST_ENTRY: ActivityEntryLike = {
  id: 1,
  category: 'DISH',
  level: 'INFO',
  actionType: 'CREATE',
  action: 'Added the menu',
  username: 'chef',
  createdAt: '2025-06-01T10:00:00Z',
};

/** Everything the app would get from its server, kept in state: the kit only renders and reports. */
export function App() {
  const [dishes, setDishes] = useState(DISHES);
  const [sorting, setSorting] = useState<DataTableSort[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const [deleting, setDeleting] = useState<Dish | null>(null);
  const [activity, setActivity] = useState<ActivityEntryLike[]>([FIRST_ENTRY]);
  const [filters, setFilters] = useState<ActivityFilters>(EMPTY_ACTIVITY_FILTERS);

  const order = sorting[0];
  const sorted = order
    ? [...dishes].sort((a, b) => a.name.localeCompare(b.name) * (order.desc ? -1 : 1))
    : dishes;
  const page = sorted.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE);
  const search = filters.search.toLowerCase();
  const entries = activity.filter((entry) => entry.action.toLowerCase().includes(search));

  async function remove(dish: Dish) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    setDishes((current) => current.filter((item) => item.id !== dish.id));
    setActivity((current) => [
      {
        id: current.length + 1,
        category: 'DISH',
        level: 'WARN',
        actionType: 'DELETE',
        action: `Deleted ${dish.name}`,
        username: 'admin',
        createdAt: NOW.toISOString(),
      },
      ...current,
    ]);
  }

  return (
    <main>
      <h1>Dishes</h1>
      <p className="host-note">The host's own paragraph.</p>
      <DataTable
        label="Dishes"
        columns={columns}
        data={page}
        getRowId={(dish) => String(dish.id)}
        pageIndex={pageIndex}
        totalPages={Math.ceil(dishes.length / PAGE_SIZE)}
        totalItems={dishes.length}
        onPageChange={setPageIndex}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPageIndex(0);
        }}
        rowActions={(dish) => (
          <IconButton
            label={`Delete ${dish.name}`}
            icon={<span aria-hidden="true">×</span>}
            variant="ghost"
            onClick={() => setDeleting(dish)}
          />
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={`Delete ${deleting?.name}? This cannot be undone.`}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
      <ActivityFeed entries={entries} filters={filters} onFiltersChange={setFilters} now={NOW} />
    </main>
  );
}
