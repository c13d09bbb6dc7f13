import {
  ActivityLogEntrySchema,
  ActivityQuerySchema,
  DashboardStatsSchema,
  ListQuerySchema,
  OrderSchema,
  PageSchema,
  ReviewSchema,
  UserSchema,
  UserUpdatePayloadSchema,
  type Order,
  type Review,
} from '@food-admin/api-client';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { activityLog, orders, restaurants, reviews, users } from '../db/schema';
import { likeLower } from '../db/search';
import { conflict, notFound } from '../http/errors';
import { countUpTo, pageOf } from '../http/list';
import { containsPattern } from '../http/paging';
import { routeDocs } from '../http/route-docs';
import { parseId, parseWith } from '../http/validation';
import { recordActivity, toActivityEntry } from '../services/activity';
import { toUser } from '../services/mappers';

const ADMIN_ERRORS = [400, 401, 403];
const DASHBOARD_EXACT_CAP = 10_000;

export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx;

  app.get(
    '/admin/dashboard-stats',
    {
      schema: routeDocs({
        tags: ['admin'],
        summary: 'Counts for the dashboard cards',
        responses: { 200: DashboardStatsSchema },
        errors: [401, 403],
      }),
    },
    async (request) => {
      await requireAdmin(ctx, request);
      // Exact below DASHBOARD_EXACT_CAP rows, the planner's estimate above: a card reading
      // "200,000 restaurants" need not cost four full count(*) scans on every dashboard load.
      const total = (table: typeof restaurants | typeof users | typeof orders | typeof reviews) =>
        countUpTo(db, () => db.select({ one: sql`1` }).from(table), DASHBOARD_EXACT_CAP);
      const [restaurantCount, userCount, orderCount, reviewCount] = await Promise.all([
        total(restaurants),
        total(users),
        total(orders),
        total(reviews),
      ]);
      return { restaurants: restaurantCount, users: userCount, orders: orderCount, reviews: reviewCount };
    },
  );

  app.get(
    '/admin/recent-activity',
    {
      schema: routeDocs({
        tags: ['admin'],
        summary: 'Activity feed, newest first; search matches action and username',
        querystring: ActivityQuerySchema,
        responses: { 200: PageSchema(ActivityLogEntrySchema) },
        errors: ADMIN_ERRORS,
      }),
    },
    async (request) => {
      await requireAdmin(ctx, request);
      const query = parseWith(ActivityQuerySchema, request.query, 'Query');
      const conditions: SQL[] = [];
      const pattern = containsPattern(query.search);
      if (pattern) {
        conditions.push(
          or(likeLower(activityLog.action, pattern), likeLower(activityLog.username, pattern)) as SQL,
        );
      }
      if (query.category) conditions.push(eq(activityLog.category, query.category));
      if (query.level) conditions.push(eq(activityLog.level, query.level));
      const where = and(...conditions);
      return pageOf(db, query.page, query.size, {
        matching: () =>
          db
            .select({ one: sql`1` })
            .from(activityLog)
            .where(where),
        rows: async (limit, offset) =>
          (
            await db
              .select()
              .from(activityLog)
              .where(where)
              .orderBy(sql`${activityLog.createdAt} desc nulls last`, sql`${activityLog.id} desc nulls last`)
              .limit(limit)
              .offset(offset)
          ).map(toActivityEntry),
      });
    },
  );

  app.get(
    '/admin/users',
    {
      schema: routeDocs({
        tags: ['admin'],
        summary: 'Users; search matches email and name',
        querystring: ListQuerySchema,
        responses: { 200: PageSchema(UserSchema) },
        errors: ADMIN_ERRORS,
      }),
    },
    async (request) => {
      await requireAdmin(ctx, request);
      const query = parseWith(ListQuerySchema, request.query, 'Query');
      const pattern = containsPattern(query.search);
      const where = pattern
        ? or(
            likeLower(users.email, pattern),
            likeLower(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )
        : undefined;
      return pageOf(db, query.page, query.size, {
        matching: () =>
          db
            .select({ one: sql`1` })
            .from(users)
            .where(where),
        rows: async (limit, offset) =>
          (await db.select().from(users).where(where).orderBy(users.id).limit(limit).offset(offset)).map(
            toUser,
          ),
      });
    },
  );

  app.put(
    '/admin/users/:id',
    {
      schema: routeDocs({
        tags: ['admin'],
        summary: 'Change a user (only the role is applied)',
        params: { id: 'integer' },
        body: UserUpdatePayloadSchema,
        responses: { 200: UserSchema },
        errors: [...ADMIN_ERRORS, 404, 409],
      }),
    },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      const payload = parseWith(UserUpdatePayloadSchema, request.body);
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
        if (!target) throw notFound('User not found');
        if (target.id === admin.id && payload.role !== 'ADMIN') {
          throw conflict('You cannot change your own role');
        }
        if (target.role === payload.role) return toUser(target);
        const [updated] = await tx
          .update(users)
          .set({ role: payload.role })
          .where(eq(users.id, id))
          .returning();
        if (!updated) throw notFound('User not found');
        await recordActivity(tx, admin, {
          category: 'USER',
          actionType: 'UPDATE',
          action: `Changed role of ${updated.email || updated.uid} from ${target.role} to ${updated.role}`,
        });
        return toUser(updated);
      });
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: routeDocs({
        tags: ['admin'],
        summary: 'Delete a user (their restaurants lose the owner; orders and reviews stay)',
        params: { id: 'integer' },
        responses: { 204: null },
        errors: [...ADMIN_ERRORS, 404, 409],
      }),
    },
    async (request, reply) => {
      const admin = await requireAdmin(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      if (id === admin.id) throw conflict('You cannot delete your own account');
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(users).where(eq(users.id, id)).returning();
        if (!deleted) throw notFound('User not found');
        await recordActivity(tx, admin, {
          category: 'USER',
          actionType: 'DELETE',
          action: `Deleted user ${deleted.email || deleted.uid}`,
          level: 'WARN',
        });
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/admin/orders',
    {
      schema: routeDocs({
        tags: ['admin'],
        summary: 'Orders, newest first; search matches restaurant, customer and status',
        querystring: ListQuerySchema,
        responses: { 200: PageSchema(OrderSchema) },
        errors: ADMIN_ERRORS,
      }),
    },
    async (request) => {
      await requireAdmin(ctx, request);
      const query = parseWith(ListQuerySchema, request.query, 'Query');
      const pattern = containsPattern(query.search);
      const customerName = sql`${users.firstName} || ' ' || ${users.lastName}`;
      const where = pattern
        ? or(
            likeLower(restaurants.name, pattern),
            likeLower(customerName, pattern),
            likeLower(users.email, pattern),
            likeLower(orders.status, pattern),
          )
        : undefined;
      const base = () =>
        db
          .select({ order: orders, restaurantName: restaurants.name, customerName })
          .from(orders)
          .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
          .leftJoin(users, eq(orders.customerId, users.id))
          .where(where);
      return pageOf(db, query.page, query.size, {
        matching: () =>
          db
            .select({ one: sql`1` })
            .from(orders)
            .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
            .leftJoin(users, eq(orders.customerId, users.id))
            .where(where),
        rows: async (limit, offset) =>
          (
            await base()
              .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
              .limit(limit)
              .offset(offset)
          ).map((row): Order => ({
            id: row.order.id,
            restaurantId: row.order.restaurantId,
            restaurantName: row.restaurantName,
            customerId: row.order.customerId,
            customerName: (row.customerName as string | null) ?? null,
            status: row.order.status,
            total: Number(row.order.total),
            createdAt: row.order.createdAt.toISOString(),
          })),
      });
    },
  );

  app.get(
    '/admin/reviews',
    {
      schema: routeDocs({
        tags: ['admin'],
        summary: 'Reviews, newest first; search matches restaurant, author and text',
        querystring: ListQuerySchema,
        responses: { 200: PageSchema(ReviewSchema) },
        errors: ADMIN_ERRORS,
      }),
    },
    async (request) => {
      await requireAdmin(ctx, request);
      const query = parseWith(ListQuerySchema, request.query, 'Query');
      const pattern = containsPattern(query.search);
      const userName = sql`${users.firstName} || ' ' || ${users.lastName}`;
      const where = pattern
        ? or(
            likeLower(restaurants.name, pattern),
            likeLower(userName, pattern),
            likeLower(reviews.text, pattern),
          )
        : undefined;
      return pageOf(db, query.page, query.size, {
        matching: () =>
          db
            .select({ one: sql`1` })
            .from(reviews)
            .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id))
            .leftJoin(users, eq(reviews.userId, users.id))
            .where(where),
        rows: async (limit, offset) =>
          (
            await db
              .select({ review: reviews, restaurantName: restaurants.name, userName })
              .from(reviews)
              .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id))
              .leftJoin(users, eq(reviews.userId, users.id))
              .where(where)
              .orderBy(sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`)
              .limit(limit)
              .offset(offset)
          ).map((row): Review => ({
            id: row.review.id,
            restaurantId: row.review.restaurantId,
            restaurantName: row.restaurantName,
            userId: row.review.userId,
            userName: (row.userName as string | null) ?? null,
            rating: row.review.rating,
            text: row.review.text,
            createdAt: row.review.createdAt.toISOString(),
          })),
      });
    },
  );
}
