// @ts-check
// The large data set of bench:api, written as set-based SQL (generate_series) so that a million
// rows take seconds, not the minutes that row-by-row inserts through the API would. Text is built
// from small word lists so that searches have known selectivity:
//   - "pizzeria" is in 1 of 18 restaurant names (the common term), "zanzibar" in 10 (the rare term);
//   - menu 1 is a big catalogue (1% of all dishes), every other menu has about 5 dishes;
//   - activity: 6 categories evenly, level ERROR 2%, WARN 8%; "pizzeria" in 1 of 18 actions;
//   - orders: evenly over the last 90 days, restaurants and the 8 statuses in turn;
//   - refunds: every REJECTED and CANCELLED order refunded in full (a quarter of the orders), and
//     one DELIVERED order in 50 by hand (SUCCEEDED, PENDING_APPROVAL and DECLINED);
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
/** Order i (its id) has status ORDER_STATUSES[i % 8]. */
const ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'PREPARING',
  'READY',
  'PICKED_UP',
  'DELIVERED',
  'CANCELLED',
];
const STATUSES = sqlArray(ORDER_STATUSES);
/** The statuses' places (i % 8) of the orders a courier carries: PICKED_UP and DELIVERED. */
const COURIER_STATUSES = [ORDER_STATUSES.indexOf('PICKED_UP'), ORDER_STATUSES.indexOf('DELIVERED')].join(
  ', ',
);
/** One DELIVERED order in this many has a refund a person made (2%). */
const HAND_REFUND_EVERY = 50;

/** The email of seeded user number `i` (1-based), for the users-by-email search. */
export function seededUserEmail(/** @type {number} */ i) {
  return `user${i}@${EMAIL_DOMAINS[i % 3]}`;
}

/**
 * `count` DELIVERED orders, spread evenly over all of them (so over the 90 days and the
 * restaurants), that the seed gave no refund: each has its whole total (>= 10.00) left to refund.
 * bench:api's refund creation takes a cent of one after another.
 * @param {ReturnType<typeof countsFor>} counts
 * @param {number} count
 */
export function unrefundedDeliveredOrderIds(counts, count) {
  const delivered = ORDER_STATUSES.indexOf('DELIVERED');
  /** @type {number[]} */
  const ids = [];
  // Delivered orders are i = 8k + 6; the seed's hand refunds took those with k % 50 = 0.
  for (let k = 0; 8 * k + delivered <= counts.orders; k++) {
    if (k % HAND_REFUND_EVERY !== 0) ids.push(8 * k + delivered);
  }
  const step = Math.max(1, Math.floor(ids.length / count));
  return ids.filter((_, index) => index % step === 0).slice(0, count);
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
    // Picked-up and delivered orders carry a courier: user 9 * (2k + 1), an odd multiple of 9 (a
    // COURIER account by the users' rule above).
    `insert into orders (restaurant_id, customer_id, status, subtotal, total, created_at, courier_id)
     select 2 + i % (${restaurants} - 1), 1 + i % ${users}, (${STATUSES})[1 + i % 8],
            round((10 + (i % 900) * 0.1)::numeric, 2), round((10 + (i % 900) * 0.1)::numeric, 2),
            now() - make_interval(secs => i::float8 * ${ORDER_DAYS * 86_400} / ${orders}),
            case when i % 8 in (${COURIER_STATUSES}) then 9 * (1 + 2 * (i % ${Math.max(1, Math.floor(users / 18))})) end
     from generate_series(1, ${orders}) as i`,
    // Each delivered order's pick-up (20 minutes after its placement) and delivery (10 to 59
    // minutes later) in its history: the couriers' delivery figures (GET /admin/couriers) read them.
    `insert into order_status_history (order_id, from_status, to_status, created_at)
     select id, 'READY', 'PICKED_UP', created_at + interval '20 minutes' from orders where status = 'DELIVERED'
     union all
     select id, 'PICKED_UP', 'DELIVERED', created_at + make_interval(mins => 30 + id % 50)
     from orders where status = 'DELIVERED'`,
    // Refunds (drizzle/0030_refunds.sql), inserted in the order of their times, as a live platform
    // appends them:
    //   - every REJECTED or CANCELLED order has its automatic full refund, as full-refunds.ts writes
    //     it: SUCCEEDED, at the platform's cost, by nobody, the fee marked when there is one;
    //   - one DELIVERED order in 50 has a refund a person (a seeded admin) made, by amount, spread
    //     over 20 kinds: 12 small ones SUCCEEDED at once (under the 50.00 approval threshold), 2 for
    //     the whole total SUCCEEDED (approved by an admin when above the threshold), 4 for the whole
    //     total still PENDING_APPROVAL, 2 DECLINED; reasons, bearers and methods vary for the facets.
    // Each order has at most one, so the sums stay within the total and the fee is refunded once.
    `insert into order_refunds (order_id, status, amount_minor, delivery_fee_minor, currency, reason, bearer,
                                method, created_by, created_at, decided_by, decided_at)
     select order_id, status, amount_minor, delivery_fee_minor, 'USD', reason, bearer, method, created_by,
            created_at, decided_by, decided_at
     from (
       select id as order_id, 'SUCCEEDED' as status, round(total * 100)::int as amount_minor,
              case when delivery_fee > 0 then round(delivery_fee * 100)::int else 0 end as delivery_fee_minor,
              'RESTAURANT_CANCELLED' as reason, 'PLATFORM' as bearer, 'ORIGINAL_PAYMENT' as method,
              null::int as created_by, least(now(), created_at + interval '12 minutes') as created_at,
              null::int as decided_by, null::timestamptz as decided_at
       from orders where status in ('REJECTED', 'CANCELLED') and total > 0
       union all
       select o.id, hand.status, hand.amount_minor, 0,
              (array['MISSING_ITEM', 'WRONG_ITEM', 'QUALITY', 'LATE_OR_COLD', 'DAMAGED', 'GOODWILL', 'DUPLICATE_CHARGE'])[1 + kind % 7],
              (array['RESTAURANT', 'RESTAURANT', 'PLATFORM', 'COURIER'])[1 + kind % 4],
              (array['ORIGINAL_PAYMENT', 'ORIGINAL_PAYMENT', 'STORE_CREDIT', 'CASH'])[1 + (kind / 3) % 4],
              admin.id, hand.created_at,
              case when hand.decided then admin.id end,
              case when hand.decided then least(now(), hand.created_at + interval '3 hours') end
       from orders o
       cross join lateral (select (o.id / ${8 * HAND_REFUND_EVERY}) % 20 as kind, round(o.total * 100)::int as total_minor) as k
       cross join lateral (
         select case when kind < 14 then 'SUCCEEDED' when kind < 18 then 'PENDING_APPROVAL' else 'DECLINED' end as status,
                case when kind < 12 then least(total_minor, 150 + (o.id / ${8 * HAND_REFUND_EVERY}) % 17 * 120)
                     when kind < 18 then total_minor else least(total_minor, 800) end as amount_minor,
                (kind >= 12 and kind < 14 and total_minor > 5000) or kind >= 18 as decided,
                least(now() - interval '1 minute', o.created_at + make_interval(hours => 1 + (kind % 5)::int)) as created_at
       ) as hand
       cross join (select min(id) as id from users where role = 'ADMIN') as admin
       where o.status = 'DELIVERED' and (o.id / 8) % ${HAND_REFUND_EVERY} = 0 and o.total > 0
     ) as refunds
     order by created_at, order_id`,
    // The orders' sums, as syncOrderRefunds keeps them; the rollup trigger counts the refunded
    // (0032). Not the orders' history (one entry per order, by nobody, that the bench never reads).
    `alter table orders disable trigger orders_history`,
    `update orders o set refunded_minor = s.refunded, refund_pending_minor = s.pending
     from (select order_id,
                  coalesce(sum(amount_minor) filter (where status = 'SUCCEEDED'), 0)::int as refunded,
                  coalesce(sum(amount_minor) filter (where status = 'PENDING_APPROVAL'), 0)::int as pending
           from order_refunds group by order_id) as s
     where o.id = s.order_id and (s.refunded > 0 or s.pending > 0)`,
    `alter table orders enable trigger orders_history`,
    // The spans above are the rule's answer in UTC, the server's default zone: recorded as the zone
    // they were computed in, so the server's first start does not mark every lunch-and-dinner
    // restaurant due and recompute them one by one (accepting-spans.ts#adoptDefaultTimeZone), for
    // minutes at full scale, while the bench measures.
    `insert into platform_settings (key, value) values ('default_time_zone', 'UTC')
     on conflict (key) do update set value = excluded.value`,
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
