import {
  ListQuerySchema,
  PageSchema,
  RestaurantInputSchema,
  RestaurantSchema,
  type RestaurantPayload,
} from '@food-admin/api-client';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { loadEditableRestaurant, requireEditor, requireUser, type UserRow } from '../auth/guards';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { orders, restaurants, users } from '../db/schema';
import { likeLower } from '../db/search';
import { badRequest, conflict, notFound } from '../http/errors';
import { pageOf, toCount } from '../http/list';
import { containsPattern } from '../http/paging';
import { routeDocs } from '../http/route-docs';
import { fitsInt4, parseId, parseWith } from '../http/validation';
import { recordActivity } from '../services/activity';
import { toRestaurant } from '../services/mappers';

/** Without paging parameters the list answers every restaurant as an array, capped here. */
export const ALL_RESTAURANTS_CAP = 1000;

export function hasListParams(query: unknown): boolean {
  if (query === null || typeof query !== 'object') return false;
  return ['search', 'page', 'size'].some((key) => key in query);
}

/** Only an admin picks the owner, and the owner must be a RESTAURANT user. */
async function resolveOwnerId(
  db: Executor,
  actor: UserRow,
  requested: number | null | undefined,
  current: number | null,
): Promise<number | null> {
  if (actor.role !== 'ADMIN') return current ?? actor.id;
  if (requested === undefined) return current;
  if (requested === null) return null;
  const [owner] = fitsInt4(requested)
    ? await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, requested)).limit(1)
    : [];
  if (!owner) throw badRequest('Validation failed', { ownerId: ['Owner not found'] });
  if (owner.role !== 'RESTAURANT')
    throw badRequest('Validation failed', { ownerId: ['Owner must be a restaurant user'] });
  return owner.id;
}

function columnsOf(payload: RestaurantPayload) {
  return {
    name: payload.name,
    address: payload.address,
    description: payload.description ?? null,
    logoUrl: payload.logoUrl ?? null,
    isActive: payload.isActive,
  };
}

export async function restaurantRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx;

  app.get(
    '/api/restaurants',
    {
      schema: routeDocs({
        tags: ['restaurants'],
        summary: `Without search/page/size: every restaurant as an array (at most ${ALL_RESTAURANTS_CAP}); with any: a page`,
        querystring: ListQuerySchema,
        responses: { 200: v.union([v.array(RestaurantSchema), PageSchema(RestaurantSchema)]) },
        errors: [400, 401, 403],
      }),
    },
    async (request) => {
      await requireUser(ctx, request);
      if (!hasListParams(request.query)) {
        const rows = await db.select().from(restaurants).orderBy(restaurants.id).limit(ALL_RESTAURANTS_CAP);
        return rows.map(toRestaurant);
      }
      const query = parseWith(ListQuerySchema, request.query, 'Query');
      const pattern = containsPattern(query.search);
      const where = pattern ? likeLower(restaurants.name, pattern) : undefined;
      return pageOf(db, query.page, query.size, {
        matching: () =>
          db
            .select({ one: sql`1` })
            .from(restaurants)
            .where(where),
        rows: async (limit, offset) =>
          (
            await db
              .select()
              .from(restaurants)
              .where(where)
              .orderBy(restaurants.id)
              .limit(limit)
              .offset(offset)
          ).map(toRestaurant),
      });
    },
  );

  app.get(
    '/api/restaurants/:id',
    {
      schema: routeDocs({
        tags: ['restaurants'],
        summary: 'One restaurant',
        params: { id: 'integer' },
        responses: { 200: RestaurantSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      await requireUser(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      if (!row) throw notFound('Restaurant not found');
      return toRestaurant(row);
    },
  );

  app.post(
    '/api/restaurants',
    {
      schema: routeDocs({
        tags: ['restaurants'],
        summary: 'Create a restaurant (ADMIN; a RESTAURANT user creates one they own)',
        body: RestaurantInputSchema,
        responses: { 201: RestaurantSchema },
        errors: [400, 401, 403],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const payload = parseWith(RestaurantInputSchema, request.body);
      const created = await db.transaction(async (tx) => {
        const ownerId = await resolveOwnerId(tx, actor, payload.ownerId, null);
        const [row] = await tx
          .insert(restaurants)
          .values({ ...columnsOf(payload), ownerId })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordActivity(tx, actor, {
          category: 'RESTAURANT',
          actionType: 'CREATE',
          action: `Created restaurant ${row.name}`,
        });
        return row;
      });
      return reply.status(201).send(toRestaurant(created));
    },
  );

  app.put(
    '/api/restaurants/:id',
    {
      schema: routeDocs({
        tags: ['restaurants'],
        summary: 'Update a restaurant (ADMIN or its owner)',
        params: { id: 'integer' },
        body: RestaurantInputSchema,
        responses: { 200: RestaurantSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      const actor = await requireEditor(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      const payload = parseWith(RestaurantInputSchema, request.body);
      const updated = await db.transaction(async (tx) => {
        const current = await loadEditableRestaurant(tx, actor, id, true);
        const ownerId = await resolveOwnerId(tx, actor, payload.ownerId, current.ownerId);
        const [row] = await tx
          .update(restaurants)
          .set({ ...columnsOf(payload), ownerId })
          .where(eq(restaurants.id, id))
          .returning();
        if (!row) throw notFound('Restaurant not found');
        await recordActivity(tx, actor, {
          category: 'RESTAURANT',
          actionType: 'UPDATE',
          action: `Updated restaurant ${row.name}`,
        });
        return row;
      });
      return toRestaurant(updated);
    },
  );

  app.delete(
    '/api/restaurants/:id',
    {
      schema: routeDocs({
        tags: ['restaurants'],
        summary: 'Delete a restaurant with its menus, dishes and reviews; 409 when it has orders',
        params: { id: 'integer' },
        responses: { 204: null },
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      await db.transaction(async (tx) => {
        const restaurant = await loadEditableRestaurant(tx, actor, id, true);
        const [orderCount] = await tx.select({ n: count() }).from(orders).where(eq(orders.restaurantId, id));
        if (toCount(orderCount?.n) > 0) {
          throw conflict('This restaurant has orders and cannot be deleted. Mark it inactive instead.');
        }
        await tx.delete(restaurants).where(eq(restaurants.id, id));
        await recordActivity(tx, actor, {
          category: 'RESTAURANT',
          actionType: 'DELETE',
          action: `Deleted restaurant ${restaurant.name}`,
          level: 'WARN',
        });
      });
      return reply.status(204).send();
    },
  );
}
