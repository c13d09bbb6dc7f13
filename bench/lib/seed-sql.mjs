// @ts-check
// The large data set of bench:api, written as set-based SQL (generate_series) so that a million
// rows take seconds, not the minutes that row-by-row inserts through the API would. Text is built
// from small word lists so that searches have known selectivity:
//   - "pizzeria" is in 1 of 18 restaurant names (the common term), "zanzibar" in 10 (the rare term);
//   - menu 1 is a big catalogue (1% of all dishes), every other menu has about 5 dishes;
//   - activity: 6 categories evenly, level ERROR 2%, WARN 8%; "pizzeria" in 1 of 18 actions;
//   - orders: evenly over the last 90 days, restaurants and the 8 statuses in turn;
//   - restaurants: one in 3 open for lunch and dinner, the others around the clock; one in 10
//     switched off, one in 50 paused for an hour (none of those switched off).

/** Orders are spread evenly over this many days before now (the dashboard's longest range). */
const ORDER_DAYS = 90;

/** Full-scale row counts (BENCH_SCALE multiplies them). */
export const FULL_SCALE = {
  users: 100_000,
  restaurants: 200_000,
  dishes: 1_000_000,
  activity: 1_000_000,
  orders: 1_000_000,
  reviews: 50_000,
};

/** @param {number} scale */
export function countsFor(scale) {
  /** @type {Record<keyof typeof FULL_SCALE, number>} */
  const counts = { ...FULL_SCALE };
  for (const key of /** @type {(keyof typeof FULL_SCALE)[]} */ (Object.keys(counts))) {
    counts[key] = Math.max(100, Math.round(FULL_SCALE[key] * scale));
  }
  return counts;
}

/** @param {string[]} words */
const sqlArray = (words) => `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]`;

const FIRST = sqlArray([
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
]);
const LAST = sqlArray([
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
]);
const EMAIL_DOMAINS = ['mail.test', 'food.test', 'example.test'];
const ADJECTIVES = sqlArray([
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
]);
const NOUNS = sqlArray([
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
]);
const CUISINES = sqlArray([
  'Italian',
  'Mexican',
  'Japanese',
  'Indian',
  'Thai',
  'Lebanese',
  'French',
  'Greek',
]);
const STREETS = sqlArray(['Main St', 'Harbour Rd', 'Market Sq', 'Elm Ave', 'Station Rd', 'King St']);
const MENU_NAMES = sqlArray(['Lunch', 'Dinner', 'Brunch', 'Drinks', 'Desserts', 'Kids', 'Seasonal Specials']);
const DISH_BASES = sqlArray([
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
]);
const DISH_STYLES = sqlArray(['Classic', 'Spicy', 'Vegan', 'House', 'Grilled', 'Crispy', 'Smoked', 'Double']);
const CATEGORIES = sqlArray(['USER', 'RESTAURANT', 'ORDER', 'REVIEW', 'GENERAL', 'DISH']);
const VERBS = sqlArray(['Created', 'Updated', 'Deleted', 'Reviewed']);
const ACTION_TYPES = sqlArray(['CREATE', 'UPDATE', 'DELETE', 'REVIEW']);
/** A third of the restaurants open for lunch and dinner (last orders 15 minutes before closing); the rest around the clock. */
const LUNCH_AND_DINNER = JSON.stringify(
  Array.from({ length: 7 }, () => [
    { opens: '11:30', closes: '14:30' },
    { opens: '18:30', closes: '23:00' },
  ]),
);
const AROUND_THE_CLOCK = JSON.stringify(
  Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '00:00' }]),
);
const STATUSES = sqlArray([
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'PREPARING',
  'READY',
  'PICKED_UP',
  'DELIVERED',
  'CANCELLED',
]);

/** The email of seeded user number `i` (1-based), for the users-by-email search. */
export function seededUserEmail(/** @type {number} */ i) {
  return `user${i}@${EMAIL_DOMAINS[i % 3]}`;
}

/**
 * INSERT statements in dependency order. Ids are the serial defaults of a fresh database, so
 * restaurant i owns menu i and the big catalogue is menu 1.
 * @param {ReturnType<typeof countsFor>} counts
 * @returns {string[]}
 */
export function seedStatements(counts) {
  const { users, restaurants, dishes, activity, orders, reviews } = counts;
  const rareEvery = Math.max(1, Math.floor(restaurants / 10));
  const catalogueDishes = Math.floor(dishes / 100);
  const menus = restaurants;
  return [
    `insert into users (uid, first_name, last_name, email, phone, role, created_at)
     select 'bench-user-' || i, (${FIRST})[1 + i % 12], (${LAST})[1 + (i / 12) % 10],
            'user' || i || '@' || (${sqlArray(EMAIL_DOMAINS)})[1 + i % 3],
            case when i % 4 = 0 then null else '+1555' || lpad(i::text, 7, '0') end,
            case when i % 1000 = 0 then 'ADMIN' when i % 6 = 0 then 'RESTAURANT' when i % 9 = 0 then 'COURIER' else 'CUSTOMER' end,
            now() - make_interval(mins => i)
     from generate_series(1, ${users}) as i`,
    // With the availability filter's columns as the app keeps them (docs/architecture.md#availability):
    // the refresh job's spans (lunch and dinner in UTC for eight days, or open for ever), and an
    // active menu (the one inserted next; its trigger is off for the bulk load, which would update
    // every restaurant again).
    `insert into restaurants (name, description, address, is_active, created_at, opening_hours,
                              last_order_minutes, pause_reason, paused_until, paused_at,
                              accepting_spans, accepting_spans_until, has_active_menu)
     select (${ADJECTIVES})[1 + i % 18] || ' ' || (${NOUNS})[1 + (i / 18) % 18] || ' ' || i
              || case when i % ${rareEvery} = 0 then ' Zanzibar' else '' end,
            'Serving ' || (${CUISINES})[1 + i % 8] || ' food since ' || (1950 + i % 70),
            (1 + i % 999) || ' ' || (${STREETS})[1 + i % 6] || ', Springfield',
            i % 10 <> 0,
            now() - make_interval(mins => i),
            case when i % 3 = 0 then '${LUNCH_AND_DINNER}'::jsonb else '${AROUND_THE_CLOCK}'::jsonb end,
            case when i % 3 = 0 then 15 else 0 end,
            case when i % 50 = 7 then 'busy' end,
            case when i % 50 = 7 then now() + interval '1 hour' end,
            case when i % 50 = 7 then now() end,
            case when i % 3 = 0 then (
              select range_agg(tstzrange(day + opens, day + closes))
              from generate_series(date_trunc('day', now(), 'UTC') - interval '1 day',
                                   date_trunc('day', now(), 'UTC') + interval '8 days', interval '1 day') as day,
                   (values (interval '11:30', interval '14:15'), (interval '18:30', interval '22:45')) as hours(opens, closes)
            ) else '{(,)}' end,
            case when i % 3 = 0 then now() + interval '8 days' end,
            true
     from generate_series(1, ${restaurants}) as i`,
    `alter table menu_rows disable trigger menu_rows_inserted_active_menu`,

    `insert into menus (restaurant_id, name, description, is_active)
     select i, (${MENU_NAMES})[1 + i % 7], 'Menu ' || i, true
     from generate_series(1, ${menus}) as i`,
    `alter table menu_rows enable trigger menu_rows_inserted_active_menu`,
    `insert into dishes (menu_id, name, description, price, is_available, category)
     select case when i <= ${catalogueDishes} then 1 else 1 + i % ${menus} end,
            (${DISH_STYLES})[1 + i % 8] || ' ' || (${DISH_BASES})[1 + (i / 8) % 20],
            'Dish number ' || i,
            round((4 + (i % 400) * 0.1)::numeric, 2),
            i % 15 <> 0,
            case when i % 10 = 0 then null else (array['STARTER', 'MAIN', 'MAIN', 'SIDE', 'DESSERT', 'DRINK'])[1 + i % 6] end
     from generate_series(1, ${dishes}) as i`,
    `insert into activity_log (category, level, action_type, action, username, created_at)
     select (${CATEGORIES})[1 + i % 6],
            case when (i / 7) % 50 = 0 then 'ERROR' when (i / 7) % 10 = 0 then 'WARN' else 'INFO' end,
            (${ACTION_TYPES})[1 + i % 4],
            (${VERBS})[1 + i % 4] || ' ' || (${ADJECTIVES})[1 + (i / 6) % 18] || ' ' || (${NOUNS})[1 + (i / 108) % 18],
            (${FIRST})[1 + i % 12] || ' ' || (${LAST})[1 + (i / 12) % 10],
            now() - make_interval(secs => i)
     from generate_series(1, ${activity}) as i`,
    // No fee: the total is the subtotal (orders_total_check).
    `insert into orders (restaurant_id, customer_id, status, subtotal, total, created_at)
     select 2 + i % (${restaurants} - 1), 1 + i % ${users}, (${STATUSES})[1 + i % 8],
            round((10 + (i % 900) * 0.1)::numeric, 2), round((10 + (i % 900) * 0.1)::numeric, 2),
            now() - make_interval(secs => i::float8 * ${ORDER_DAYS * 86_400} / ${orders})
     from generate_series(1, ${orders}) as i`,
    // Like a live platform: most reviews approved, one in 20 awaiting moderation, one in 50 rejected.
    `insert into reviews (restaurant_id, user_id, rating, text, created_at, status)
     select 2 + i % (${restaurants} - 1), 1 + i % ${users}, 1 + i % 5, 'Review number ' || i,
            now() - make_interval(mins => i),
            case when i % 20 = 0 then 'PENDING' when i % 50 = 1 then 'REJECTED' else 'APPROVED' end
     from generate_series(1, ${reviews}) as i`,
  ];
}

/** Secondary indexes (not primary keys, not unique ones) are dropped before the bulk insert and rebuilt after: far faster than maintaining GIN indexes row by row. */
export const LIST_SECONDARY_INDEXES = `
  select indexname, indexdef from pg_indexes
  where schemaname = 'public'
    and indexdef not like 'CREATE UNIQUE INDEX%'
  order by indexname`;
