import {
  ACTIVITY_CATEGORIES,
  ALWAYS_OPEN,
  type AcceptanceTimeoutAction,
  type Closure,
  type DeliveryZone,
  type OpeningException,
  type OpeningInterval,
  type PauseReason,
  type Permission,
  ACTIVITY_LEVELS,
  BOARD_STATUSES,
  DISH_CATEGORIES,
  KITCHEN_STATUSES,
  ORDER_STATUSES,
  REFUND_BEARERS,
  REFUND_METHODS,
  REFUND_REASONS,
  REFUND_STATUSES,
  REVIEW_STATUSES,
  LOCALES,
  ROLES,
  VIEW_LISTS,
  type ViewQuery,
  type WebhookDeliveryStatus,
  type WebhookEndpointStatus,
  type WebhookEventType,
} from '@food-admin/api-client';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/*
 * Delete rules (documented in docs/api.md):
 * - user deleted: their restaurants lose the owner (SET NULL), their orders and reviews keep the
 *   rows with no customer (SET NULL), activity entries keep the username text.
 * - restaurant deleted: its menus and dishes go with it (CASCADE) and so do its reviews;
 *   a restaurant with orders cannot be deleted (RESTRICT, answered as 409) because orders are
 *   financial records. Deactivate it instead.
 * - menu deleted: its dishes go with it (CASCADE).
 */

/**
 * `('A', 'B', ...)` for a check constraint, from one of the contract's lists (roles, statuses, ...):
 * the database accepts exactly the values the API does, spelled once in @food-admin/api-client.
 */
const inList = (values: readonly string[]): SQL =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The upload name inside a stored image URL (`…/api/uploads/<name>`, any origin, any suffix), or null.
 * The orphan sweep matches uploads to restaurant logos and dish images with it, and the indexes
 * below are built on the same expression so each check is an index probe.
 */
export const uploadNameIn = (url: SQLWrapper): SQL =>
  sql`substring(${url} from '/api/uploads/([0-9a-f]{32}[.][a-z]+)')`;
/** Rows whose URL may name an upload (the predicate of those partial indexes, repeated by the sweep). */
export const mayNameUpload = (url: SQLWrapper): SQL => sql`${url} like '%/api/uploads/%'`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * An editable row's version (docs/api.md#versions): 1 when inserted, raised by one on every update
 * by the `bump_version` trigger (drizzle/0012_row_versions.sql), whichever statement makes it. The
 * API answers it as the ETag and compares it with If-Match.
 */
const rowVersion = () => integer('version').notNull().default(1);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    version: rowVersion(),
    /** The identity provider's uid (Firebase). */
    uid: varchar('uid', { length: 128 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    role: varchar('role', { length: 20, enum: ROLES }).notNull().default('CUSTOMER'),
    /** A courier taking deliveries now (docs/api.md#couriers); kept for every role, read for couriers. */
    available: boolean('available').notNull().default(true),
    /** The language chosen in Settings (docs/requirements.md#req-i18n); null until chosen. */
    locale: varchar('locale', { length: 5, enum: LOCALES }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_uid_key').on(t.uid),
    // Google accounts may have no email: only non-empty emails must be unique.
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('users_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_trgm').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    // Sorts and filters of the users list (docs/api.md#lists): text sorts order by lower(...).
    index('users_role_idx').on(t.role, t.id),
    index('users_email_lower_idx').on(sql`lower(${t.email})`, t.id),
    index('users_first_name_lower_idx').on(sql`lower(${t.firstName})`, t.id),
    index('users_last_name_lower_idx').on(sql`lower(${t.lastName})`, t.id),
    check('users_role_check', sql`${t.role} in ${inList(ROLES)}`),
    check('users_locale_check', sql`${t.locale} in ${inList(LOCALES)}`),
  ],
);

/**
 * The sessions of each identity-provider account as this server knows them (drizzle/0022, and
 * docs/operations.md#revocation): read with the caller's profile on every request.
 */
export const accountStates = pgTable('account_states', {
  uid: varchar('uid', { length: 128 }).primaryKey(),
  /** Sessions signed in before this are refused (a revocation, here or at the identity provider). */
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
  /** Disabled at the identity provider, or deleted here: every session is refused. */
  disabled: boolean('disabled').notNull().default(false),
  /** When an instance last claimed the account for a lookup at the identity provider. */
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
});

/**
 * When each person last used the API (drizzle/0036_last_seen.sql), for the Team and Staff pages: in
 * a table of its own, so that noting it never raises the users row's version.
 */
export const lastSeen = pgTable('last_seen', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One-time links to a list's export (docs/api.md#download-links): the token's hash (the token itself
 * is only in the link), whose session it is and for which path and query, until when. Using a link
 * deletes its row; creating one deletes the expired ones.
 */
export const downloadLinks = pgTable(
  'download_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: text('uid').notNull(),
    /** The sign-in time of the session that asked for it: a session revoked since cannot use it. */
    authTime: timestamp('auth_time', { withTimezone: true, mode: 'date' }),
    path: text('path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('download_links_expires_at_idx').on(table.expiresAt)],
);

/**
 * People's API tokens (drizzle/0038_api_tokens.sql, docs/api.md#api-tokens): only the secret's
 * SHA-256 is kept (hex), found by its unique index on every call the token makes; `hint` shows the
 * secret's first characters in lists. They go with their person once purged (CASCADE).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    scopes: text('scopes').array().$type<Permission[]>().notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    hint: varchar('hint', { length: 20 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    // A person's tokens, newest first, and their live ones counted against the limit.
    index('api_tokens_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Webhook endpoints, their deliveries and attempts (drizzle/0039_webhooks.sql, docs/api.md#webhooks). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 2048 }).notNull(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
  ordered: boolean('ordered').notNull().default(false),
  status: varchar('status', { length: 20 }).$type<WebhookEndpointStatus>().notNull().default('ENABLED'),
  disabledReason: varchar('disabled_reason', { length: 300 }),
  secretEnc: text('secret_enc').notNull(),
  previousSecretEnc: text('previous_secret_enc'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, mode: 'date' }),
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: varchar('message_id', { length: 40 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).$type<WebhookEventType>().notNull(),
    payload: text('payload').notNull(),
    status: varchar('status', { length: 12 }).$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastStatusCode: integer('last_status_code'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_status_idx').on(t.status, t.createdAt.desc()),
    index('webhook_deliveries_event_type_idx').on(t.eventType, t.createdAt.desc()),
    index('webhook_deliveries_message_id_idx').on(t.messageId),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    succeeded: boolean('succeeded').notNull(),
    error: varchar('error', { length: 300 }),
    responseBody: varchar('response_body', { length: 2048 }),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    version: rowVersion(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    address: varchar('address', { length: 300 }).notNull(),
    logoUrl: varchar('logo_url', { length: 2048 }),
    isActive: boolean('is_active').notNull().default(true),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // Operating rules (0024_restaurant_operations.sql; the database checks the week's shape and overlaps).
    /** IANA zone of the hours; null: the platform's DEFAULT_TIME_ZONE. */
    timeZone: varchar('time_zone', { length: 64 }),
    openingHours: jsonb('opening_hours').$type<OpeningInterval[][]>().notNull().default(ALWAYS_OPEN),
    openingExceptions: jsonb('opening_exceptions').$type<OpeningException[]>().notNull().default([]),
    closures: jsonb('closures').$type<Closure[]>().notNull().default([]),
    lastOrderMinutes: smallint('last_order_minutes').notNull().default(0),
    pauseReason: varchar('pause_reason', { length: 20 }).$type<PauseReason>(),
    pauseNote: varchar('pause_note', { length: 200 }),
    pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
    /**
     * When the pause on began (null without one). The list's pausedBefore reads it through
     * restaurant_rows_paused_at_idx (0029), which, like the other indexes made on restaurant_rows
     * since the trash (0013), only the migration declares: this table is the view over it.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true, mode: 'date' }),
    pausedBy: integer('paused_by').references(() => users.id, { onDelete: 'set null' }),
    acceptanceTimeoutMinutes: smallint('acceptance_timeout_minutes').notNull().default(0),
    acceptanceTimeoutAction: varchar('acceptance_timeout_action', { length: 10 })
      .$type<AcceptanceTimeoutAction>()
      .notNull()
      .default('reject'),
    // Delivery (0026_delivery_zones.sql): the contract validates the zones; the database their count.
    /** Where it cooks (both null: not set); radius zones are measured from it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    preparationMinutes: smallint('preparation_minutes').notNull().default(20),
    busyFromOrders: smallint('busy_from_orders').notNull().default(0),
    busyExtraMinutes: smallint('busy_extra_minutes').notNull().default(0),
    minimumOrderMinor: integer('minimum_order_minor').notNull().default(0),
    deliveryZones: jsonb('delivery_zones').$type<DeliveryZone[]>().notNull().default([]),
    // Worked out, not edited (0027): no version, history or live update. The availability filter's
    // accepting_spans and accepting_spans_until are read and written in SQL only (accepting-spans.ts).
    /** One of its live menus is active (kept by the menus' trigger). */
    hasActiveMenu: boolean('has_active_menu').notNull().default(false),
  },
  (t) => [
    index('restaurants_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('restaurants_owner_id_idx').on(t.ownerId),
    index('restaurants_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('restaurants_address_lower_idx').on(sql`lower(${t.address})`, t.id),
    index('restaurants_is_active_idx').on(t.isActive, t.id),
    index('restaurants_logo_upload_idx').on(uploadNameIn(t.logoUrl)).where(mayNameUpload(t.logoUrl)),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    version: rowVersion(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('menus_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('menus_restaurant_id_idx').on(t.restaurantId, t.id),
    index('menus_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('menus_is_active_idx').on(t.isActive, t.id),
  ],
);

export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    version: rowVersion(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    imageUrl: varchar('image_url', { length: 2048 }),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
    /** STARTER, MAIN, SIDE, DESSERT or DRINK (the contract's DISH_CATEGORIES); null: none. */
    category: varchar('category', { length: 20, enum: DISH_CATEGORIES }),
  },
  (t) => [
    index('dishes_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('dishes_menu_id_idx').on(t.menuId, t.id),
    index('dishes_menu_name_lower_idx').on(t.menuId, sql`lower(${t.name})`, t.id),
    index('dishes_menu_price_idx').on(t.menuId, t.price, t.id),
    index('dishes_menu_available_idx').on(t.menuId, t.isAvailable, t.id),
    index('dishes_menu_category_idx').on(t.menuId, t.category, t.id),
    index('dishes_image_upload_idx').on(uploadNameIn(t.imageUrl)).where(mayNameUpload(t.imageUrl)),
    check('dishes_price_check', sql`${t.price} > 0`),
    check('dishes_category_check', sql`${t.category} in ${inList(DISH_CATEGORIES)}`),
  ],
);

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * Orders (docs/api.md#orders): the status moves only along the machine declared in the contract
 * (ORDER_TRANSITIONS), each move recorded in order_status_history. Orders from before itemised
 * orders were migrated with one item for their total (0008_orders_workflow).
 */
/**
 * Where an order stands with its refunds, in SQL (the contract's orderRefundStateOf): the orders
 * list's `refund` filter and facet, and the expression orders_refund_state_idx indexes (0031).
 * Literals only, no parameters: the planner matches an index's expression by its text.
 */
export const refundStateSql = (t: {
  refundPendingMinor: AnyPgColumn;
  refundedMinor: AnyPgColumn;
  total: AnyPgColumn;
}) =>
  sql<string>`(case when ${t.refundPendingMinor} > 0 then 'PENDING' when ${t.refundedMinor} <= 0 then 'NONE' when ${t.refundedMinor} >= round(${t.total} * 100) then 'FULL' else 'PARTIAL' end)`;

/**
 * An order still open: one of the operations board's statuses (the contract's BOARD_STATUSES), as
 * literals, so that the board's query and the predicate of orders_open_created_at_idx (0040) are
 * the same text and the planner can match them.
 */
export const openOrderSql = (status: AnyPgColumn) => sql<boolean>`${status} in ${inList(BOARD_STATUSES)}`;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    version: rowVersion(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The COURIER user delivering it, once assigned; a deleted courier leaves the order unassigned. */
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    /** The items' sum at the prices of the time of ordering. */
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull().default(0),
    total: money('total').notNull(),
    /** Null for orders placed before addresses were recorded. */
    deliveryAddress: varchar('delivery_address', { length: 300 }),
    customerNotes: text('customer_notes'),
    createdAt: createdAt(),
    // Placed through POST /api/orders (0026_delivery_zones.sql); null for orders from before.
    /** The name of the delivery zone that priced it. */
    deliveryZone: varchar('delivery_zone', { length: 60 }),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    deliveryLongitude: doublePrecision('delivery_longitude'),
    estimatedReadyAt: timestamp('estimated_ready_at', { withTimezone: true, mode: 'date' }),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true, mode: 'date' }),
    /** The customer's Idempotency-Key: the same customer's same key is this order. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** Cents given back (SUCCEEDED refunds) and waiting for approval (0030; docs/api.md#refunds). */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    refundPendingMinor: integer('refund_pending_minor').notNull().default(0),
  },
  (t) => [
    index('orders_restaurant_id_idx').on(t.restaurantId, t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_total_idx').on(t.total, t.id),
    index('orders_customer_id_idx').on(t.customerId),
    // A restaurant's orders in its kitchen, counted at each placement (busy or not).
    index('orders_restaurant_kitchen_idx')
      .on(t.restaurantId)
      .where(sql`${t.status} in ${inList(KITCHEN_STATUSES)}`),
    uniqueIndex('orders_customer_idempotency_key_idx')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The courierId filter, a courier's own orders, and the foreign key's SET NULL.
    index('orders_courier_id_idx')
      .on(t.courierId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.courierId} is not null`),
    index('orders_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // The refund state (the orders list's `refund` filter, 0031): orders.repository.ts#orderRefundState.
    index('orders_refund_state_idx').on(refundStateSql(t), t.createdAt.desc(), t.id.desc()),
    // A courier's active deliveries (the couriers screen), without reading their delivered orders.
    index('orders_courier_active_idx')
      .on(t.courierId)
      .where(sql`${t.courierId} is not null and ${openOrderSql(t.status)}`),
    // The operations board (0040): the open orders oldest first, without walking the closed ones.
    index('orders_open_created_at_idx').on(t.createdAt, t.id).where(openOrderSql(t.status)),
    check('orders_status_check', sql`${t.status} in ${inList(ORDER_STATUSES)}`),
    check('orders_amounts_check', sql`${t.subtotal} >= 0 and ${t.deliveryFee} >= 0`),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} + ${t.deliveryFee}`),
  ],
);

/** The lines of an order: the dish's name and price as they were when it was ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The dish ordered; null once it is deleted (the name and price stay). */
    dishId: integer('dish_id').references(() => dishes.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId, t.id),
    index('order_items_dish_id_idx')
      .on(t.dishId)
      .where(sql`${t.dishId} is not null`),
    check('order_items_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * Every status an order took: who moved it, when, from what, to what and why. The first row of an
 * order (from null) is its placement. Written in the move's transaction.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20, enum: ORDER_STATUSES }),
    toStatus: varchar('to_status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    reason: text('reason'),
    /** Who moved it; null for the placement and once the account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_id_idx').on(t.orderId, t.createdAt, t.id),
    // Moves to a status in a period (deliveries today and their times, on the couriers screen).
    index('order_status_history_to_status_idx').on(t.toStatus, t.createdAt),
    index('order_status_history_actor_id_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
    check(
      'order_status_history_status_check',
      sql`${t.toStatus} in ${inList(ORDER_STATUSES)} and (${t.fromStatus} is null or ${t.fromStatus} in ${inList(ORDER_STATUSES)})`,
    ),
  ],
);

/** Staff notes on an order (admins and the restaurant's owner write them; customers never see them). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_notes_order_id_idx').on(t.orderId, t.createdAt, t.id),
    index('order_notes_author_id_idx')
      .on(t.authorId)
      .where(sql`${t.authorId} is not null`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    version: rowVersion(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    /**
     * Moderation (docs/api.md#reviews): a new review waits as PENDING until an admin approves or
     * rejects it. Reviews older than moderation were migrated as APPROVED (0007_review_moderation).
     */
    status: varchar('status', { length: 20, enum: REVIEW_STATUSES }).notNull().default('PENDING'),
    /** The restaurant owner's (or an admin's) reply: text and time together, or neither. */
    replyText: text('reply_text'),
    replyAuthorId: integer('reply_author_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_restaurant_id_idx').on(t.restaurantId, t.createdAt.desc(), t.id.desc()),
    // The moderation tabs: one status, newest first (the list's default order).
    index('reviews_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // A restaurant's average rating and count over its approved reviews, read from the index alone.
    index('reviews_approved_restaurant_rating_idx')
      .on(t.restaurantId, t.rating)
      .where(sql`${t.status} = 'APPROVED'`),
    index('reviews_reply_author_id_idx')
      .on(t.replyAuthorId)
      .where(sql`${t.replyAuthorId} is not null`),
    index('reviews_rating_created_at_idx').on(t.rating, t.createdAt.desc(), t.id.desc()),
    index('reviews_rating_idx').on(t.rating, t.id),
    index('reviews_user_id_idx').on(t.userId),
    index('reviews_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_text_trgm').using('gin', sql`lower(${t.text}) gin_trgm_ops`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ${inList(REVIEW_STATUSES)}`),
    check('reviews_reply_check', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 20, enum: ACTIVITY_CATEGORIES }).notNull(),
    level: varchar('level', { length: 10, enum: ACTIVITY_LEVELS }).notNull().default('INFO'),
    actionType: varchar('action_type', { length: 50 }).notNull(),
    action: varchar('action', { length: 500 }).notNull(),
    username: varchar('username', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The row the entry is about (a dish id for DISH entries). Set only by the server's own writes, so
     * POST /api/activity-log can answer the entry a dish save logged instead of recording it twice.
     * No foreign key: the entry outlives the row (a deleted dish keeps its history).
     */
    entityId: integer('entity_id'),
    /**
     * What `action` says, as a code and its parameters (ACTIVITY_MESSAGES in the api-client), so each
     * reader sees the entry in their language. Null for entries written before codes and for the
     * free text a client records (POST /api/activity-log).
     */
    code: varchar('code', { length: 40 }),
    params: jsonb('params').$type<Record<string, string | number>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('activity_log_category_created_at_idx').on(t.category, t.createdAt.desc()),
    index('activity_log_level_created_at_idx').on(t.level, t.createdAt.desc()),
    // The feed with both filters: one index instead of two bitmaps, in the feed's order. It also holds
    // the searched texts lowered, so a search within both filters is checked on the index alone;
    // migration 0020 adds INCLUDE (action, username), which Drizzle cannot state and without which
    // PostgreSQL would not read only the index (docs/performance.md#covering-feed-index).
    index('activity_log_category_level_created_at_idx').on(
      t.category,
      t.level,
      t.createdAt.desc(),
      t.id.desc(),
      sql`lower(${t.action})`,
      sql`lower(${t.username})`,
    ),
    index('activity_log_user_id_idx').on(t.userId),
    index('activity_log_action_trgm').using('gin', sql`lower(${t.action}) gin_trgm_ops`),
    index('activity_log_username_trgm').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('activity_log_entity_id_idx')
      .on(t.entityId)
      .where(sql`${t.entityId} is not null`),
    check('activity_log_category_check', sql`${t.category} in ${inList(ACTIVITY_CATEGORIES)}`),
    check('activity_log_level_check', sql`${t.level} in ${inList(ACTIVITY_LEVELS)}`),
  ],
);

/**
 * Rate-limit windows when the API runs on PostgreSQL without Redis (http/rate-limit/database-store.ts):
 * one row per budget and subject, pruned once expired. Not data anyone restores from a backup.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: varchar('key', { length: 300 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Every uploaded image, whichever storage holds its bytes (modules/uploads/storage/): who uploaded
 * it and how big it is, for the per-user quota and the total cap, and when, for the orphan sweep.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The generated file name (`<32 hex>.<ext>`), also the last segment of its URL. */
    name: varchar('name', { length: 64 }).primaryKey(),
    /**
     * The uploader's identity-provider uid. No foreign key: the record outlives the account, like
     * activity_log.username. Null for files found on disk without a row (written before this table).
     */
    ownerUid: varchar('owner_uid', { length: 128 }),
    sizeBytes: integer('size_bytes').notNull(),
    mime: varchar('mime', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Covers the quota's sum per owner (index-only scan).
    index('uploads_owner_uid_size_idx').on(t.ownerUid, t.sizeBytes),
    index('uploads_created_at_idx').on(t.createdAt),
    check('uploads_size_bytes_check', sql`${t.sizeBytes} >= 0`),
  ],
);

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; the code always sees a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Image bytes when UPLOAD_STORAGE=database. Written in the upload's transaction before its uploads
 * row (so the total-cap lock is held only briefly, see store-upload.ts), hence no foreign key.
 */
export const uploadBlobs = pgTable('upload_blobs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  bytes: bytea('bytes').notNull(),
});

/**
 * Accounts an admin deleted: their uid and email may not register again on their own (register
 * answers 403), or deleting a user would only last until their next sign-in
 * (docs/operations.md#deleted-accounts). Deleting the row readmits the account.
 */
export const deletedAccounts = pgTable(
  'deleted_accounts',
  {
    uid: varchar('uid', { length: 128 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The admin who deleted it; no foreign key, the record outlives both accounts. */
    deletedByUid: varchar('deleted_by_uid', { length: 128 }).notNull(),
  },
  (t) => [index('deleted_accounts_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * History per record (docs/api.md#history): one entry per change of an editable row, written by a
 * deferred trigger at commit (drizzle/0014_record_history.sql) with the changed fields' old and new
 * values; the actor is the one the transaction's activity entry names.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    recordId: integer('record_id').notNull(),
    version: integer('version').notNull(),
    /** update, delete or restore. */
    action: varchar('action', { length: 10 }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('record_history_record_idx').on(t.kind, t.recordId, t.id.desc()),
    index('record_history_actor_id_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

/**
 * Live updates (docs/api.md#events): one row per create, update, delete, restore or purge of an
 * editable row, written by deferred triggers at commit and announced with NOTIFY, so every server
 * instance streams it and a client that reconnects gets what it missed (Last-Event-ID). Rows are
 * kept for EVENTS_RETENTION_HOURS. The scope columns (owner, user, courier, status) decide who may
 * hear an event and never leave the server.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    recordId: integer('record_id').notNull(),
    version: integer('version').notNull(),
    /** create, update, delete, restore or purge. */
    action: varchar('action', { length: 10 }).notNull(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 201 }),
    restaurantId: integer('restaurant_id'),
    menuId: integer('menu_id'),
    ownerId: integer('owner_id'),
    /** The person the row is about: the user itself, an order's customer, a review's author. */
    userId: integer('user_id'),
    courierId: integer('courier_id'),
    status: varchar('status', { length: 20 }),
    /** An order note's order (kind `orderNote`, drizzle/0023_order_note_events.sql). */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('change_events_created_at_idx').on(t.createdAt)],
);

/**
 * Saved views of the lists (docs/api.md#saved-views): a named query per owner and list, shared with
 * every admin when `shared`. They go with their owner (CASCADE), shared ones included.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: varchar('list', { length: 20, enum: VIEW_LISTS }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    /** The list's search, filters, sort, columns and page size, as the app's URL would carry them. */
    query: jsonb('query').$type<ViewQuery>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // GET /api/views?list=: the caller's own views of the list, and (below) the shared ones, by name;
    // the per-user limit counts with the same index.
    index('saved_views_owner_list_name_idx').on(t.ownerId, t.list, sql`lower(${t.name})`),
    index('saved_views_shared_list_name_idx')
      .on(t.list, sql`lower(${t.name})`)
      .where(sql`${t.shared}`),
    check('saved_views_list_check', sql`${t.list} in ${inList(VIEW_LISTS)}`),
  ],
);

/*
 * The dashboard's rollups (docs/api.md#dashboard), kept by statement-level triggers on orders and
 * reviews (drizzle/0010_dashboard_rollups.sql), so a series reads a few rows per day instead of
 * every order of the range. Days are UTC. Rows are never deleted: a count that falls to zero stays.
 */

/** Orders placed per UTC day and current status, with their total (every status). */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    orders: integer('orders').notNull(),
    revenue: numeric('revenue', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** What has been refunded of those orders (0032). */
    refunded: numeric('refunded', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** Revenue per UTC day and restaurant: orders placed that day and not rejected or cancelled. */
export const orderDailyRestaurantRevenue = pgTable(
  'order_daily_restaurant_revenue',
  {
    day: date('day', { mode: 'string' }).notNull(),
    restaurantId: integer('restaurant_id').notNull(),
    orders: integer('orders').notNull(),
    revenue: numeric('revenue', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.restaurantId] })],
);

/**
 * Bumped by a statement-level trigger on every write to orders, reviews, restaurants and menus
 * (drizzle/0011_dashboard_changes.sql): the dashboard's cached rankings and counts are still exact
 * while it has not moved (modules/dashboard/dashboard-cache.ts).
 */
export const dashboardChanges = pgSequence('dashboard_changes');

/** Approved reviews written per UTC day: their count and the sum of their ratings. */
export const reviewDailyRatings = pgTable('review_daily_ratings', {
  day: date('day', { mode: 'string' }).primaryKey(),
  reviews: integer('reviews').notNull(),
  ratingSum: integer('rating_sum').notNull(),
});

/**
 * The answers of idempotent calls by caller and Idempotency-Key (docs/api.md#idempotency): a null
 * status is a call still running. Removed after a day by the idempotency-keys job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    requestSha256: char('request_sha256', { length: 64 }).notNull(),
    status: smallint('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Settings the platform last ran with, by key (0028): `default_time_zone`, so that a start with
 * another DEFAULT_TIME_ZONE recomputes the spans that depended on it.
 */
export const platformSettings = pgTable('platform_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds on orders (0030; docs/api.md#refunds): each one a record, never a rewrite of the order.
 * The statuses, reasons, bearers and methods are the contract's (money/refunds.ts).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: REFUND_STATUSES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    reason: varchar('reason', { length: 30, enum: REFUND_REASONS }).notNull(),
    note: text('note'),
    bearer: varchar('bearer', { length: 20, enum: REFUND_BEARERS }).notNull(),
    method: varchar('method', { length: 20, enum: REFUND_METHODS }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('order_refunds_order_id_idx').on(t.orderId, t.id),
    // The refunds list (0031): newest first, each filter in that order, the sort fields.
    index('order_refunds_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('order_refunds_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('order_refunds_status_idx').on(t.status, t.id),
    index('order_refunds_amount_idx').on(t.amountMinor, t.id),
    index('order_refunds_reason_created_at_idx').on(t.reason, t.createdAt.desc(), t.id.desc()),
    index('order_refunds_bearer_created_at_idx').on(t.bearer, t.createdAt.desc(), t.id.desc()),
    index('order_refunds_method_created_at_idx').on(t.method, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('order_refunds_one_fee_idx')
      .on(t.orderId)
      .where(sql`${t.deliveryFeeMinor} > 0 and ${t.status} <> 'DECLINED'`),
    uniqueIndex('order_refunds_idempotency_key_idx')
      .on(t.orderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** The items of a refund by items: how many of the line, and how much of its price. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_refund_lines_pk', columns: [t.refundId, t.orderItemId] }),
    index('order_refund_lines_item_idx').on(t.orderItemId),
  ],
);

/**
 * Named sets of the contract's permissions (drizzle/0033_memberships.sql): the built-in ones are
 * written from the contract at start (auth/permission-sets.ts); admins' own sets sit beside them.
 */
export const permissionSets = pgTable(
  'permission_sets',
  {
    id: serial('id').primaryKey(),
    version: rowVersion(),
    name: varchar('name', { length: 60 }).notNull(),
    permissions: text('permissions').array().$type<Permission[]>().notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('permission_sets_name_key').on(sql`lower(${t.name})`)],
);

/**
 * A person's permission set on one restaurant, or platform-wide when `restaurantId` is null (one
 * of each per person). They go with the person and with the restaurant once purged (CASCADE).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    permissionSetId: integer('permission_set_id')
      .notNull()
      .references(() => permissionSets.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLS NOT DISTINCT in the migration: one platform-wide membership per person too.
    uniqueIndex('memberships_user_restaurant_key').on(t.userId, t.restaurantId),
    index('memberships_restaurant_idx').on(t.restaurantId, t.userId),
    index('memberships_permission_set_idx').on(t.permissionSetId),
  ],
);

/**
 * Invitations to a restaurant's team, or to the platform's staff without a restaurant
 * (drizzle/0034_invitations.sql, 0035): open until `expiresAt` unless accepted or revoked; the email
 * is kept lower-case.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    permissionSetId: integer('permission_set_id')
      .notNull()
      .references(() => permissionSets.id, { onDelete: 'restrict' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // NULLS NOT DISTINCT in the migration (0035): the platform is one place too.
    uniqueIndex('invitations_open_key')
      .on(t.restaurantId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('invitations_restaurant_idx').on(t.restaurantId, t.createdAt.desc()),
    index('invitations_email_idx')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
