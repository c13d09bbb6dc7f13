import {
  DishInputSchema,
  DishSchema,
  ListQuerySchema,
  PageSchema,
  type DishPayload,
} from '@food-admin/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  assertCanEditRestaurant,
  loadEditableMenu,
  requireEditor,
  requireUser,
  type UserRow,
} from '../auth/guards';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { dishes, menus, restaurants } from '../db/schema';
import { likeLower } from '../db/search';
import { badRequest, notFound } from '../http/errors';
import { pageOf } from '../http/list';
import { containsPattern } from '../http/paging';
import { routeDocs } from '../http/route-docs';
import { fitsInt4, parseId, parseWith } from '../http/validation';
import { recordActivity } from '../services/activity';
import { toDish } from '../services/mappers';

function columnsOf(payload: DishPayload) {
  return {
    name: payload.name,
    // Prices are stored with cents precision (numeric(10,2)).
    price: Math.round(payload.price * 100) / 100,
    description: payload.description ?? null,
    imageUrl: payload.imageUrl ?? null,
    isAvailable: payload.isAvailable,
  };
}

async function loadEditableDish(db: Executor, actor: UserRow, dishId: number) {
  const [row] = await db
    .select({ dish: dishes, restaurant: restaurants })
    .from(dishes)
    .innerJoin(menus, eq(dishes.menuId, menus.id))
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(eq(dishes.id, dishId))
    .limit(1);
  if (!row) throw notFound('Dish not found');
  assertCanEditRestaurant(actor, row.restaurant);
  return row.dish;
}

/** A menu named in a body: missing is a field error (400), someone else's is 403. */
async function loadTargetMenu(db: Executor, actor: UserRow, menuId: number) {
  const [row] = fitsInt4(menuId)
    ? await db
        .select({ menu: menus, restaurant: restaurants })
        .from(menus)
        .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
        .where(eq(menus.id, menuId))
        .limit(1)
    : [];
  if (!row) throw badRequest('Validation failed', { menuId: ['Menu not found'] });
  assertCanEditRestaurant(actor, row.restaurant);
  return row.menu;
}

export async function dishRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx;

  app.get(
    '/api/menus/:menuId/dishes',
    {
      schema: routeDocs({
        tags: ['dishes'],
        summary: "A menu's dishes, paged; search matches the name",
        params: { menuId: 'integer' },
        querystring: ListQuerySchema,
        responses: { 200: PageSchema(DishSchema) },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      await requireUser(ctx, request);
      const menuId = parseId((request.params as { menuId?: string }).menuId, 'menu id');
      const query = parseWith(ListQuerySchema, request.query, 'Query');
      const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId)).limit(1);
      if (!menu) throw notFound('Menu not found');
      const pattern = containsPattern(query.search);
      const where = and(eq(dishes.menuId, menuId), pattern ? likeLower(dishes.name, pattern) : undefined);
      return pageOf(db, query.page, query.size, {
        matching: () =>
          db
            .select({ one: sql`1` })
            .from(dishes)
            .where(where),
        rows: async (limit, offset) =>
          (await db.select().from(dishes).where(where).orderBy(dishes.id).limit(limit).offset(offset)).map(
            toDish,
          ),
      });
    },
  );

  app.post(
    '/api/menus/:menuId/dishes',
    {
      schema: routeDocs({
        tags: ['dishes'],
        summary: 'Create a dish (ADMIN or the restaurant owner)',
        params: { menuId: 'integer' },
        body: DishInputSchema,
        responses: { 201: DishSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const menuId = parseId((request.params as { menuId?: string }).menuId, 'menu id');
      const payload = parseWith(DishInputSchema, request.body);
      if (payload.menuId !== undefined && payload.menuId !== menuId) {
        throw badRequest('Validation failed', { menuId: ['Menu does not match the address'] });
      }
      const created = await db.transaction(async (tx) => {
        const { menu } = await loadEditableMenu(tx, actor, menuId);
        const [row] = await tx
          .insert(dishes)
          .values({ ...columnsOf(payload), menuId })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordActivity(tx, actor, {
          category: 'DISH',
          actionType: 'CREATE',
          action: `Created dish ${row.name} in menu ${menu.name}`,
        });
        return row;
      });
      return reply.status(201).send(toDish(created));
    },
  );

  app.get(
    '/api/dishes/:id',
    {
      schema: routeDocs({
        tags: ['dishes'],
        summary: 'One dish',
        params: { id: 'integer' },
        responses: { 200: DishSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      await requireUser(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      const [row] = await db.select().from(dishes).where(eq(dishes.id, id)).limit(1);
      if (!row) throw notFound('Dish not found');
      return toDish(row);
    },
  );

  app.put(
    '/api/dishes/:id',
    {
      schema: routeDocs({
        tags: ['dishes'],
        summary: 'Update a dish (ADMIN or the restaurant owner)',
        params: { id: 'integer' },
        body: DishInputSchema,
        responses: { 200: DishSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      const actor = await requireEditor(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      const payload = parseWith(DishInputSchema, request.body);
      const updated = await db.transaction(async (tx) => {
        const dish = await loadEditableDish(tx, actor, id);
        const menuId = payload.menuId ?? dish.menuId;
        if (menuId !== dish.menuId) await loadTargetMenu(tx, actor, menuId);
        const [row] = await tx
          .update(dishes)
          .set({ ...columnsOf(payload), menuId })
          .where(eq(dishes.id, id))
          .returning();
        if (!row) throw notFound('Dish not found');
        await recordActivity(tx, actor, {
          category: 'DISH',
          actionType: 'UPDATE',
          action: `Updated dish ${row.name}`,
        });
        return row;
      });
      return toDish(updated);
    },
  );

  app.delete(
    '/api/dishes/:id',
    {
      schema: routeDocs({
        tags: ['dishes'],
        summary: 'Delete a dish (ADMIN or the restaurant owner)',
        params: { id: 'integer' },
        responses: { 204: null },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      await db.transaction(async (tx) => {
        const dish = await loadEditableDish(tx, actor, id);
        await tx.delete(dishes).where(eq(dishes.id, id));
        await recordActivity(tx, actor, {
          category: 'DISH',
          actionType: 'DELETE',
          action: `Deleted dish ${dish.name}`,
          level: 'WARN',
        });
      });
      return reply.status(204).send();
    },
  );
}
