import type { ActivityEntryLike, DishLike, MenuLike, RestaurantLike, UserLike } from '../types';

/*
 * Story fixtures for the kit's own stories. The kit's stories are props-driven (the kit does not
 * fetch); the app's page stories use the MSW handlers from @food-admin/mocks instead.
 */

/** A local SVG picture (no network in stories or tests). */
export function pictureDataUrl(label: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="520" cy="80" r="120" fill="#ffffff" fill-opacity="0.12"/>
<circle cx="90" cy="320" r="90" fill="#ffffff" fill-opacity="0.1"/>
<text x="40" y="200" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const restaurants: RestaurantLike[] = [
  {
    id: 1,
    name: 'Pizza Palace',
    description: 'Wood-fired Neapolitan pizza with a 48-hour dough and San Marzano tomatoes.',
    address: '12 Via Roma, Springfield',
    logoUrl: pictureDataUrl('Pizza Palace', '#f97316', '#b91c1c'),
    isActive: true,
  },
  {
    id: 2,
    name: 'Sushi Corner',
    description: 'Omakase counter and hand rolls.',
    address: '3 Harbour Street, Springfield',
    logoUrl: pictureDataUrl('Sushi Corner', '#0ea5e9', '#1e3a8a'),
    isActive: true,
  },
  {
    id: 3,
    name: 'Green Bowl',
    description: null,
    address: '88 Market Square, Springfield',
    logoUrl: null,
    isActive: false,
  },
  {
    id: 4,
    name: 'Taco Fiesta',
    description: 'Street tacos, fresh salsas and agua fresca.',
    address: '7 Sunset Boulevard, Springfield',
    logoUrl: pictureDataUrl('Taco Fiesta', '#eab308', '#15803d'),
    isActive: true,
  },
  {
    id: 5,
    name: 'Curry House',
    description: 'Slow-cooked curries from Kerala and Punjab, naan from the tandoor.',
    address: '21 Spice Lane, Springfield',
    logoUrl: null,
    isActive: true,
  },
  {
    id: 6,
    name: 'Burger Barn',
    description: 'Smash burgers and hand-cut fries.',
    address: '5 Old Mill Road, Springfield',
    logoUrl: pictureDataUrl('Burger Barn', '#a16207', '#451a03'),
    isActive: false,
  },
];

export const longRestaurant: RestaurantLike = {
  id: 99,
  name: 'The Extraordinarily Long-Named Family Trattoria and Wood-Fired Pizzeria of Upper Springfield',
  description:
    'A description that goes on and on to show how the card clamps long text to two lines without growing taller than its neighbours in the grid, so that rows stay aligned and nothing jumps around.',
  address: 'Unit 14B, The Very Long Industrial Estate Access Road Extension, Upper Springfield North',
  logoUrl: null,
  isActive: true,
};

export const menus: MenuLike[] = [
  { id: 1, restaurantId: 1, name: 'Lunch menu', description: 'Served 11:30 to 15:00.', isActive: true },
  {
    id: 2,
    restaurantId: 1,
    name: 'Dinner menu',
    description: 'Pizzas, pastas and desserts.',
    isActive: true,
  },
  { id: 3, restaurantId: 2, name: 'Seasonal specials', description: null, isActive: false },
];

export const dishes: DishLike[] = [
  {
    id: 1,
    menuId: 1,
    name: 'Margherita',
    description: 'Tomato, fior di latte, basil, olive oil.',
    price: 12.5,
    imageUrl: pictureDataUrl('Margherita', '#ef4444', '#7f1d1d'),
    isAvailable: true,
  },
  {
    id: 2,
    menuId: 1,
    name: 'Diavola',
    description: 'Spicy salami, chilli, mozzarella.',
    price: 14,
    imageUrl: null,
    isAvailable: true,
  },
  {
    id: 3,
    menuId: 1,
    name: 'Tiramisu',
    description: null,
    price: 6.75,
    imageUrl: pictureDataUrl('Tiramisu', '#a16207', '#3f2a14'),
    isAvailable: false,
  },
];

export const users: UserLike[] = [
  {
    id: 1,
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@demo.food',
    role: 'ADMIN',
    phone: '+1 555 0100',
  },
  { id: 2, firstName: 'Owen', lastName: 'Owner', email: 'owner@demo.food', role: 'RESTAURANT', phone: null },
  {
    id: 3,
    firstName: 'Cora',
    lastName: 'Customer',
    email: 'customer@demo.food',
    role: 'CUSTOMER',
    phone: '+1 555 0102',
  },
  {
    id: 4,
    firstName: 'Carl',
    lastName: 'Courier',
    email: 'courier@demo.food',
    role: 'COURIER',
    phone: '+1 555 0103',
  },
];

/** Fixed reference time so relative times in stories never change. */
export const NOW = new Date('2025-06-15T12:00:00Z');

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

export const activityEntries: ActivityEntryLike[] = [
  {
    id: 1,
    category: 'USER',
    level: 'INFO',
    actionType: 'LOGIN',
    action: 'User signed in',
    username: 'admin@demo.food',
    createdAt: minutesAgo(3),
  },
  {
    id: 2,
    category: 'RESTAURANT',
    level: 'INFO',
    actionType: 'CREATE',
    action: 'Created restaurant Pizza Palace',
    username: 'owner@demo.food',
    createdAt: minutesAgo(42),
  },
  {
    id: 3,
    category: 'ORDER',
    level: 'WARN',
    actionType: 'DELAY',
    action: 'Order #1042 is running late',
    username: 'system',
    createdAt: minutesAgo(3 * 60),
  },
  {
    id: 4,
    category: 'REVIEW',
    level: 'INFO',
    actionType: 'CREATE',
    action: 'New 5-star review for Sushi Corner',
    username: 'customer@demo.food',
    createdAt: minutesAgo(20 * 60),
  },
  {
    id: 5,
    category: 'GENERAL',
    level: 'ERROR',
    actionType: 'PAYMENT',
    action: 'Payment provider timed out',
    username: 'system',
    createdAt: minutesAgo(2 * 24 * 60),
  },
  {
    id: 6,
    category: 'DISH',
    level: 'INFO',
    actionType: 'UPDATE',
    action: 'Updated dish Margherita',
    username: 'owner@demo.food',
    createdAt: minutesAgo(5 * 24 * 60),
  },
  {
    id: 7,
    category: 'RESTAURANT',
    level: 'WARN',
    actionType: 'UPDATE',
    action: 'Deactivated restaurant Burger Barn',
    username: 'admin@demo.food',
    createdAt: minutesAgo(12 * 24 * 60),
  },
];

/** More entries for the Load more story: same shapes, older. */
export function olderActivity(page: number, size = 5): ActivityEntryLike[] {
  return Array.from({ length: size }, (_, index) => {
    const n = page * size + index;
    return {
      id: 1000 + n,
      category: (['USER', 'RESTAURANT', 'ORDER', 'REVIEW', 'GENERAL'] as const)[n % 5]!,
      level: 'INFO' as const,
      actionType: 'ARCHIVE',
      action: `Archived record ${n + 1}`,
      username: 'system',
      createdAt: minutesAgo((14 + n) * 24 * 60),
    };
  });
}

export function manyRestaurants(count: number, offset = 0): RestaurantLike[] {
  return Array.from({ length: count }, (_, index) => {
    const base = restaurants[(offset + index) % restaurants.length]!;
    return { ...base, id: 100 + offset + index, name: `${base.name} #${offset + index + 1}` };
  });
}
