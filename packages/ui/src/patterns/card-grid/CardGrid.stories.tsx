import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Store } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { dishes, manyRestaurants, menus, restaurants } from '../../stories/fixtures';
import type { DishLike, MenuLike, RestaurantLike } from '../../types';
import { Button } from '../../primitives/button';
import { CardGrid, type CardGridProps } from './CardGrid';
import { DishCard } from '../dish-card';
import { EmptyState } from '../empty-state';
import { MenuCard } from '../menu-card';
import { RestaurantCard } from '../restaurant-card';

type Props = CardGridProps<RestaurantLike>;

const renderRestaurant = (restaurant: RestaurantLike) => (
  <RestaurantCard restaurant={restaurant} onOpen={fn()} onEdit={fn()} onDelete={fn()} />
);

const meta = {
  title: 'Cards/CardGrid',
  tags: ['autodocs'],
  component: CardGrid<RestaurantLike>,
  args: {
    label: 'Restaurants',
    items: restaurants,
    renderItem: renderRestaurant,
    getKey: (restaurant: RestaurantLike) => restaurant.id,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof CardGrid<RestaurantLike>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** First load: 6 skeleton cards with the cards' own box. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Restaurants' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState
        icon={<Store size={28} />}
        title="No restaurants yet"
        description="Add the first restaurant to start building menus."
        action={<Button leadingIcon={<Plus size={16} aria-hidden="true" />}>Add Restaurant</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No restaurants yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { items: [], error: 'Failed to fetch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch');
  },
};

// Tall grids of photo cards: 0.2-0.4 MB a screenshot. Their cards are held by the card stories and
// the grid's layout by Default; these are held by their accessibility tree.
const noScreenshot = { screenshot: false };

export const LoadingMore: Story = { args: { loadingMore: true, hasMore: true }, parameters: noScreenshot };

/** Pages of 10 appended as the user scrolls a container past 90%. */
function InfiniteRestaurants(args: Props & { total: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState(() => manyRestaurants(10));
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <div
      ref={scroller}
      style={{ height: 520, overflowY: 'auto', padding: 4 }}
      data-testid="scroller"
      tabIndex={0}
      aria-label="Restaurant list scroller"
      role="region"
    >
      <CardGrid
        {...args}
        items={items}
        scrollContainerRef={scroller}
        hasMore={items.length < args.total}
        loadingMore={loadingMore}
        onLoadMore={() => {
          args.onLoadMore?.();
          setLoadingMore(true);
          setTimeout(() => {
            setItems((current) => [...current, ...manyRestaurants(10, current.length)]);
            setLoadingMore(false);
          }, 200);
        }}
      />
    </div>
  );
}

/** Scrolling to the bottom of the container loads the next page, once per page. */
export const InfiniteScroll: Story = {
  parameters: noScreenshot,
  render: (args) => <InfiniteRestaurants {...args} total={30} />,
  play: async ({ canvas, args }) => {
    const scroller = canvas.getByTestId('scroller');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(20));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(30));
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    // All 30 loaded: no further calls.
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

export const Menus: Story = {
  render: () => (
    <CardGrid<MenuLike>
      label="Menus"
      items={menus}
      getKey={(menu) => menu.id}
      skeletonVariant="menu"
      renderItem={(menu) => (
        <MenuCard
          menu={menu}
          restaurantName="Pizza Palace"
          onViewDishes={fn()}
          onEdit={fn()}
          onDelete={fn()}
        />
      )}
    />
  ),
};

export const MenusLoading: Story = {
  render: () => (
    <CardGrid<MenuLike>
      label="Menus"
      items={[]}
      loading
      skeletonVariant="menu"
      getKey={(menu) => menu.id}
      renderItem={() => null}
    />
  ),
};

export const Dishes: Story = {
  render: () => (
    <CardGrid<DishLike>
      label="Dishes"
      items={dishes}
      getKey={(dish) => dish.id}
      skeletonVariant="dish"
      renderItem={(dish) => <DishCard dish={dish} onEdit={fn()} onDelete={fn()} />}
    />
  ),
};

export const ManyItems: Story = { args: { items: manyRestaurants(24) }, parameters: noScreenshot };
