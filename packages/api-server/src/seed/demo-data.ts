import { count, eq, sql } from 'drizzle-orm';
import {
  activityMessage,
  decimalOf,
  DEFAULT_CURRENCY,
  type ActivityCategory,
  type ActivityLevel,
  type ActivityMessage,
  type DishCategory,
  type Role,
} from '@food-admin/api-client';
import type { Executor } from '../db/database';
import { activityLog, dishes, menus, restaurants, reviews, users } from '../db/schema';
import { assignDemoStaff, DEMO_ACCOUNTS, DEMO_EMAILS, upsertDemoUsers } from './demo-accounts';
import { demoImages, type DemoImageTarget } from './demo-images';
import { seedDemoOrders, type SeedDish } from './demo-orders';
import type { DemoRefundSettings } from './demo-refunds';
import type { DemoDish } from './demo-pictures';
import { createRandom, type Random } from './random';
import { LOCK_KEYS } from '../db/lock-keys';

const FIRST_NAMES = [
  'Amelia',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Sofia',
  'Lucas',
  'Mia',
  'Hugo',
  'Chloe',
  'Leo',
  'Aisha',
  'Kenji',
  'Priya',
  'Omar',
  'Elena',
  'Tomas',
  'Yuki',
  'Nadia',
  'Felix',
  'Ines',
  'Ravi',
  'Zoe',
];
const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Muller',
  'Rossi',
  'Kowalski',
  'Silva',
  'Okafor',
  'Tanaka',
  'Dubois',
  'Khan',
  'Larsen',
  'Novak',
  'Haddad',
  'Costa',
  'Fischer',
  'Moreau',
  'Patel',
  'Jensen',
  'Alvarez',
];
const NAME_ADJECTIVES = [
  'Golden',
  'Rustic',
  'Little',
  'Blue',
  'Hungry',
  'Spicy',
  'Green',
  'Urban',
  'Old Town',
  'Sunny',
  'Smoky',
  'Happy',
  'Royal',
  'Coastal',
  'Midnight',
  'Crispy',
  'Velvet',
  'Wild',
];
const NAME_NOUNS = [
  'Spoon',
  'Fork',
  'Lantern',
  'Olive',
  'Dragon',
  'Garden',
  'Kitchen',
  'Bistro',
  'Noodle Bar',
  'Taqueria',
  'Trattoria',
  'Grill',
  'Bakery',
  'Curry House',
  'Sushi Bar',
  'Diner',
  'Pizzeria',
  'Smokehouse',
];
const CUISINES = [
  'Italian',
  'Mexican',
  'Japanese',
  'Indian',
  'Thai',
  'Lebanese',
  'French',
  'Greek',
  'American',
  'Korean',
];
const STREETS = [
  'Main St',
  'Harbour Rd',
  'Market Sq',
  'Elm Ave',
  'Station Rd',
  'King St',
  'Riverside Dr',
  'Park Ln',
];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Hillview', 'Brookfield', 'Fairhaven'];
const MENU_NAMES = ['Lunch', 'Dinner', 'Brunch', 'Drinks', 'Desserts', 'Kids', 'Seasonal Specials'];
const DISH_BASES: readonly DemoDish[] = [
  'Margherita Pizza',
  'Chicken Tikka Masala',
  'Pad Thai',
  'Beef Tacos',
  'Caesar Salad',
  'Salmon Nigiri',
  'Falafel Wrap',
  'Mushroom Risotto',
  'Cheeseburger',
  'Bibimbap',
  'Moussaka',
  'Ramen',
  'Lemonade',
  'Tiramisu',
  'Chocolate Lava Cake',
  'Green Curry',
  'Fish and Chips',
  'Pho',
  'Croque Monsieur',
  'Churros',
];
/** Where each demo dish sits on a menu; the rest are mains. */
const DISH_CATEGORY: Partial<Record<DemoDish, DishCategory>> = {
  'Caesar Salad': 'STARTER',
  'Salmon Nigiri': 'STARTER',
  'Falafel Wrap': 'SIDE',
  Lemonade: 'DRINK',
  Tiramisu: 'DESSERT',
  'Chocolate Lava Cake': 'DESSERT',
  Churros: 'DESSERT',
};
const DISH_STYLES = ['Classic', 'Spicy', 'Vegan', 'House', 'Grilled', 'Crispy', 'Smoked', 'Double'];
const REVIEW_TEXTS = [
  'Great food and fast delivery.',
  'Portions were generous, will order again.',
  'Arrived cold, a bit disappointing.',
  'Best tacos in town!',
  'Friendly courier, food was fine.',
  'Too salty for my taste.',
  'Lovely desserts, 100% recommended.',
  'Order was missing a drink.',
  null,
];
const REPLY_TEXTS = [
  'Thank you for the kind words, see you again soon!',
  'Sorry about that - we have talked to the kitchen. Next order is on us.',
  'Thanks! The desserts are made fresh every morning.',
  'We appreciate the feedback and are working on faster deliveries.',
];
/** The newest reviews still wait for an admin (the moderation queue the app shows first). */
const PENDING_NEWEST = 12;

type SeedReview = {
  restaurantId: number;
  ownerId: number | null;
  userId: number;
  rating: number;
  text: string | null;
  createdAt: Date;
};

/**
 * The demo's moderation state (docs/requirements.md#req-reviews-moderation): the newest reviews
 * PENDING, about a third of the harsh older ones (1-2 stars) REJECTED, the rest APPROVED; owners have
 * answered about a quarter of the approved reviews of their restaurants. Drawn from a random stream
 * of its own, so the rest of the data set is what it was before reviews had a status.
 */
function moderated(rows: SeedReview[], random: Random, now: number) {
  const newest = new Set(
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, PENDING_NEWEST),
  );
  return rows.map((review) => {
    const { ownerId, ...row } = review;
    const status = newest.has(review)
      ? 'PENDING'
      : row.rating <= 2 && random.chance(0.35)
        ? 'REJECTED'
        : 'APPROVED';
    const replied = status === 'APPROVED' && ownerId !== null && random.chance(0.25);
    const repliedAt = new Date(Math.min(now, row.createdAt.getTime() + random.int(1, 48) * 3_600_000));
    return {
      ...row,
      status,
      ...(replied ? { replyText: random.pick(REPLY_TEXTS), replyAuthorId: ownerId, repliedAt } : {}),
    } as const;
  });
}

const DEFAULT_SEED = 20_251_122;

export const SEED_COUNTS = { users: 202, restaurants: 50, orders: 600, reviews: 300, activity: 400 } as const;

const DAY_MS = 86_400_000;
/** The server's defaults (config.ts: CURRENCY, REFUND_APPROVAL_THRESHOLD_MINOR, REFUND_WINDOW_DAYS). */
const DEFAULT_REFUND_SETTINGS: DemoRefundSettings = {
  currency: DEFAULT_CURRENCY,
  approvalThresholdMinor: 5000,
  windowDays: 30,
};

function daysAgo(random: Random, maxDays: number, now: number): Date {
  return new Date(now - random.next() * maxDays * DAY_MS);
}

function roleFor(index: number): Role {
  if (index % 40 === 0) return 'ADMIN';
  if (index % 6 === 0) return 'RESTAURANT';
  if (index % 9 === 0) return 'COURIER';
  return 'CUSTOMER';
}

async function insertChunked<T>(
  items: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  chunkSize = 250,
): Promise<void> {
  for (let start = 0; start < items.length; start += chunkSize)
    await insert(items.slice(start, start + chunkSize));
}

export type SeedResult = { skipped: boolean; counts: Record<string, number> };

/** The demo city's centre: every seeded kitchen is within a few kilometres of it. */
const DEMO_CITY = { lat: 48.8566, lng: 2.3522 };

/**
 * A demo restaurant's location and zones: nearby (3 km, 2.99, free from 40.00) and wider (7 km,
 * 4.99, from 20.00, 10 more minutes), so the quote shows a fee, a threshold and a minimum.
 */
function demoDelivery(index: number) {
  const angle = (index * 137.5 * Math.PI) / 180;
  const distance = 0.005 + (index % 10) * 0.004;
  const zone = {
    kind: 'radius' as const,
    minimumOrderMinor: null,
    freeDeliveryFromMinor: null,
    extraMinutes: 0,
    active: true,
  };
  return {
    latitude: Math.round((DEMO_CITY.lat + distance * Math.sin(angle)) * 1e5) / 1e5,
    longitude: Math.round((DEMO_CITY.lng + distance * 1.5 * Math.cos(angle)) * 1e5) / 1e5,
    deliveryZones: [
      {
        ...zone,
        name: 'Nearby',
        radiusMeters: 3000,
        feeMinor: 299,
        freeDeliveryFromMinor: 4000,
        priority: 1,
      },
      {
        ...zone,
        name: 'Wider',
        radiusMeters: 7000,
        feeMinor: 499,
        minimumOrderMinor: 2000,
        extraMinutes: 10,
        priority: 2,
      },
    ],
  };
}

/**
 * Fills an empty database with a realistic, deterministic data set (same names, prices and
 * ratings on every run; timestamps spread over the past weeks relative to now).
 * Idempotent: does nothing when restaurants already exist. Includes the demo profiles.
 */

export async function seedDemoData(db: Executor, options: SeedOptions): Promise<SeedResult> {
  // One transaction: a seed interrupted half-way leaves nothing behind, so the next run starts clean.
  // Instances starting at once on an empty PostgreSQL queue on the lock; the later ones then find
  // the data and skip, instead of crashing on unique keys.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.demoSeed})`);
    return seedInto(tx, options);
  });
}

export type SeedOptions = {
  /** Where the logos and dish photos go (demo-images.ts): our own upload storage, no image host. */
  images: DemoImageTarget;
  seed?: number;
  now?: Date;
  /**
   * The currency and refund settings the demo refunds are made under (the server's config):
   * DEFAULT_CURRENCY, 50.00 and 30 days when absent.
   */
  refunds?: Partial<DemoRefundSettings>;
};

async function seedInto(db: Executor, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(restaurants);
  if (Number(existing?.n ?? 0) > 0) {
    await upsertDemoUsers(db);
    return { skipped: true, counts: {} };
  }
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const now = (options.now ?? new Date()).getTime();
  const images = demoImages(options.images);

  await upsertDemoUsers(db);
  const userRows = Array.from({ length: SEED_COUNTS.users - DEMO_ACCOUNTS.length }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const number = String(index + 1).padStart(3, '0');
    return {
      uid: `seed-user-${number}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${number}@example.com`.toLowerCase(),
      phone: random.chance(0.6)
        ? `+1 555 ${String(random.int(1000000, 9999999)).replace(/(\d{3})(\d{4})/, '$1 $2')}`
        : null,
      role: roleFor(index + 1),
      createdAt: daysAgo(random, 120, now),
    };
  });
  await insertChunked(userRows, (chunk) => db.insert(users).values(chunk));
  const allUsers = await db
    .select({
      id: users.id,
      role: users.role,
      uid: users.uid,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users);
  // The demo owner gets exactly the first restaurants, so what they manage is predictable.
  const isDemo = (user: { email: string }) => DEMO_EMAILS.includes(user.email.toLowerCase());
  const owners = allUsers.filter((user) => user.role === 'RESTAURANT' && !isDemo(user));
  const customers = allUsers.filter((user) => user.role === 'CUSTOMER' && !isDemo(user));
  const admins = allUsers.filter((user) => user.role === 'ADMIN');
  const demoOwner = allUsers.find((user) => user.email === 'owner@demo.food');
  // The seeded couriers and the demo courier deliver the demo orders.
  const couriers = allUsers.filter((user) => user.role === 'COURIER');
  const demoCourier = allUsers.find((user) => user.email === 'courier@demo.food');

  const usedNames = new Set<string>();
  const restaurantRows = Array.from({ length: SEED_COUNTS.restaurants }, (_, index) => {
    let name = `The ${random.pick(NAME_ADJECTIVES)} ${random.pick(NAME_NOUNS)}`;
    while (usedNames.has(name)) name = `The ${random.pick(NAME_ADJECTIVES)} ${random.pick(NAME_NOUNS)}`;
    usedNames.add(name);
    const cuisine = random.pick(CUISINES);
    return {
      name,
      description: `${cuisine} cooking with fresh, local ingredients.`,
      address: `${random.int(1, 250)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
      // Every seventh restaurant has no logo, to show the fallback.
      logoUrl: index % 7 === 6 ? null : images.logoUrl(index),
      isActive: index % 11 !== 10,
      // Kitchens spread over a city centre, each delivering around it (no random draw: the rest of
      // the demo data stays as it was).
      ...demoDelivery(index),
      ownerId:
        index < 3
          ? (demoOwner?.id ?? null)
          : random.chance(0.8) && owners.length > 0
            ? random.pick(owners).id
            : null,
      createdAt: daysAgo(random, 90, now),
    };
  });
  const insertedRestaurants = await db
    .insert(restaurants)
    .values(restaurantRows)
    .returning({ id: restaurants.id, name: restaurants.name, ownerId: restaurants.ownerId });

  const menuRows = insertedRestaurants.flatMap((restaurant) => {
    const names = [...MENU_NAMES].sort(() => random.next() - 0.5).slice(0, random.int(1, 3));
    return names.map((name) => ({
      restaurantId: restaurant.id,
      name,
      description: `${name} menu of ${restaurant.name}`,
      isActive: random.chance(0.9),
    }));
  });
  const insertedMenus = await db.insert(menus).values(menuRows).returning({ id: menus.id });

  const dishRows = insertedMenus.flatMap((menu) =>
    Array.from({ length: random.int(4, 10) }, (_, index) => {
      const base = random.pick(DISH_BASES);
      return {
        menuId: menu.id,
        name: `${random.pick(DISH_STYLES)} ${base}`,
        description: random.chance(0.8) ? `Our take on ${base.toLowerCase()}.` : null,
        price: Number(decimalOf(random.int(250, 3500))),
        imageUrl: random.chance(0.7) ? images.dishUrl(base, random.int(1, 9999)) : null,
        isAvailable: random.chance(0.85),
        // One dish in ten has no category, as on a menu nobody has sorted yet (no random draw:
        // the rest of the demo data stays as it was).
        category: (menu.id + index) % 10 === 0 ? null : (DISH_CATEGORY[base] ?? 'MAIN'),
      };
    }),
  );
  await insertChunked(dishRows, (chunk) => db.insert(dishes).values(chunk));
  const pictures = await images.store(db);

  // Orders draw from a random stream of their own (docs/requirements.md#req-orders-workflow).
  const dishesByRestaurant = new Map<number, SeedDish[]>();
  const menuDishes = await db
    .select({ id: dishes.id, name: dishes.name, price: dishes.price, restaurantId: menus.restaurantId })
    .from(dishes)
    .innerJoin(menus, eq(dishes.menuId, menus.id))
    .orderBy(dishes.id);
  for (const { restaurantId, ...dish } of menuDishes)
    dishesByRestaurant.set(restaurantId, [...(dishesByRestaurant.get(restaurantId) ?? []), dish]);
  const orderCounts = await seedDemoOrders(
    db,
    {
      random: createRandom((options.seed ?? DEFAULT_SEED) + 2),
      now,
      restaurants: insertedRestaurants,
      dishesByRestaurant,
      customers,
      couriers,
      admins,
      demoOwnerRestaurantIds: insertedRestaurants
        .filter((restaurant) => demoOwner !== undefined && restaurant.ownerId === demoOwner.id)
        .map((restaurant) => restaurant.id),
      demoCourierId: demoCourier?.id,
      refunds: { ...DEFAULT_REFUND_SETTINGS, ...options.refunds },
    },
    SEED_COUNTS.orders,
  );

  const reviewRows = moderated(
    Array.from({ length: SEED_COUNTS.reviews }, () => {
      const restaurant = random.pick(insertedRestaurants);
      return {
        restaurantId: restaurant.id,
        ownerId: restaurant.ownerId,
        userId: random.pick(customers).id,
        rating: random.int(1, 5),
        text: random.pick(REVIEW_TEXTS),
        createdAt: daysAgo(random, 56, now),
      };
    }),
    createRandom((options.seed ?? DEFAULT_SEED) + 1),
    now,
  );
  await insertChunked(reviewRows, (chunk) => db.insert(reviews).values(chunk));

  const activityTemplates: {
    category: ActivityCategory;
    actionType: string;
    words: (r: string) => ActivityMessage;
    level: ActivityLevel;
  }[] = [
    {
      category: 'RESTAURANT',
      actionType: 'CREATE',
      words: (r) => activityMessage('RESTAURANT_CREATED', { name: r }),
      level: 'INFO',
    },
    {
      category: 'RESTAURANT',
      actionType: 'UPDATE',
      words: (r) => activityMessage('RESTAURANT_UPDATED', { name: r }),
      level: 'INFO',
    },
    {
      category: 'DISH',
      actionType: 'UPDATE',
      words: (r) => activityMessage('DEMO_PRICES_UPDATED', { restaurant: r }),
      level: 'INFO',
    },
    {
      category: 'ORDER',
      actionType: 'CANCEL',
      words: (r) => activityMessage('DEMO_ORDER_CANCELLED', { restaurant: r }),
      level: 'WARN',
    },
    {
      category: 'ORDER',
      actionType: 'PAYMENT',
      words: (r) => activityMessage('DEMO_PAYMENT_FAILED', { restaurant: r }),
      level: 'ERROR',
    },
    {
      category: 'REVIEW',
      actionType: 'FLAG',
      words: (r) => activityMessage('DEMO_REVIEW_FLAGGED', { restaurant: r }),
      level: 'WARN',
    },
    {
      category: 'USER',
      actionType: 'UPDATE',
      words: () => activityMessage('DEMO_ROLE_CHANGED'),
      level: 'INFO',
    },
    {
      category: 'GENERAL',
      actionType: 'SYSTEM',
      words: () => activityMessage('DEMO_NIGHTLY_REPORT'),
      level: 'INFO',
    },
  ];
  const actors = [...admins, ...(demoOwner ? [demoOwner] : [])];
  const activityRows = Array.from({ length: SEED_COUNTS.activity }, () => {
    const template = random.pick(activityTemplates);
    const actor = random.pick(actors);
    return {
      category: template.category,
      level: template.level,
      actionType: template.actionType,
      ...template.words(random.pick(insertedRestaurants).name),
      username: `${actor.firstName} ${actor.lastName}`,
      userId: actor.id,
      createdAt: daysAgo(random, 42, now),
    };
  });
  await insertChunked(activityRows, (chunk) => db.insert(activityLog).values(chunk));
  await assignDemoStaff(db);
  // Fresh statistics: list totals past the exact-count threshold are the planner's estimates
  // (db/count.ts), which are only as good as the last ANALYZE.
  await db.execute(sql`analyze`);

  return {
    skipped: false,
    counts: {
      users: allUsers.length,
      restaurants: insertedRestaurants.length,
      menus: insertedMenus.length,
      dishes: dishRows.length,
      ...orderCounts,
      reviews: reviewRows.length,
      activity: activityRows.length,
      pictures,
    },
  };
}
