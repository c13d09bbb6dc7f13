import {
  ListQuerySchema,
  MenuInputSchema,
  MenuSchema,
  PageSchema,
  type MenuPayload,
} from '@food-admin/api-client';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  assertCanEditRestaurant,
  loadEditableMenu,
  loadEditableRestaurant,
  requireEditor,
  requireUser,
  type RestaurantRow,
  type UserRow,
} from '../auth/guards';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { menus, restaurants } from '../db/schema';
import { likeLower } from '../db/search';
import { badRequest, notFound } from '../http/errors';
import { pageOf } from '../http/list';
import { containsPattern } from '../http/paging';
import { routeDocs } from '../http/route-docs';
import { fitsInt4, parseId, parseWith } from '../http/validation';
import { recordActivity } from '../services/activity';
import { toMenu } from '../services/mappers';
import { hasListParams } from './restaurants';

/** Without paging parameters a restaurant's menus come back as an array, capped here. */
const ALL_MENUS_CAP = 1000;

function columnsOf(payload: MenuPayload) {
  return {
    name: payload.name,
    description: payload.description ?? null,
    isActive: payload.isActive,
  };
}

/** A restaurant named in a body: missing is a field error (400), not someone else's is 403. */
async function loadTargetRestaurant(
  db: Executor,
  actor: UserRow,
  restaurantId: number,
): Promise<RestaurantRow> {
  const [restaurant] = fitsInt4(restaurantId)
    ? await db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1)
    : [];
  if (!restaurant) throw badRequest('Validation failed', { restaurantId: ['Restaurant not found'] });
  assertCanEditRestaurant(actor, restaurant);
  return restaurant;
}

export async function menuRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx;

  /** One page of the menus matching `where`, in id order (both menu lists answer this shape). */
  const menuPage = (where: SQL | undefined, page: number, size: number) =>
    pageOf(db, page, size, {
      matching: () =>
        db
          .select({ one: sql`1` })
          .from(menus)
          .where(where),
      rows: async (limit, offset) =>
        (await db.select().from(menus).where(where).orderBy(menus.id).limit(limit).offset(offset)).map(
          toMenu,
        ),
    });

  app.get(
    '/api/restaurants/:restaurantId/menus',
    {
      schema: routeDocs({
        tags: ['menus'],
        summary: "A restaurant's menus: an array without search/page/size, a page with any",
        params: { restaurantId: 'integer' },
        querystring: ListQuerySchema,
        responses: { 200: v.union([v.array(MenuSchema), PageSchema(MenuSchema)]) },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      await requireUser(ctx, request);
      const restaurantId = parseId(
        (request.params as { restaurantId?: string }).restaurantId,
        'restaurant id',
      );
      const [restaurant] = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .limit(1);
      if (!restaurant) throw notFound('Restaurant not found');
      if (!hasListParams(request.query)) {
        const rows = await db
          .select()
          .from(menus)
          .where(eq(menus.restaurantId, restaurantId))
          .orderBy(menus.id)
          .limit(ALL_MENUS_CAP);
        return rows.map(toMenu);
      }
      const query = parseWith(ListQuerySchema, request.query, 'Query');
      const pattern = containsPattern(query.search);
      const where = and(
        eq(menus.restaurantId, restaurantId),
        pattern ? likeLower(menus.name, pattern) : undefined,
      );
      return menuPage(where, query.page, query.size);
    },
  );

  app.post(
    '/api/restaurants/:restaurantId/menus',
    {
      schema: routeDocs({
        tags: ['menus'],
        summary: 'Create a menu (ADMIN or the restaurant owner)',
        params: { restaurantId: 'integer' },
        body: MenuInputSchema,
        responses: { 201: MenuSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const restaurantId = parseId(
        (request.params as { restaurantId?: string }).restaurantId,
        'restaurant id',
      );
      const payload = parseWith(MenuInputSchema, request.body);
      if (payload.restaurantId !== restaurantId) {
        throw badRequest('Validation failed', { restaurantId: ['Restaurant does not match the address'] });
      }
      const created = await db.transaction(async (tx) => {
        const restaurant = await loadEditableRestaurant(tx, actor, restaurantId);
        const [row] = await tx
          .insert(menus)
          .values({ ...columnsOf(payload), restaurantId })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordActivity(tx, actor, {
          category: 'RESTAURANT',
          actionType: 'CREATE',
          action: `Created menu ${row.name} of ${restaurant.name}`,
        });
        return row;
      });
      return reply.status(201).send(toMenu(created));
    },
  );

  app.get(
    '/api/menus',
    {
      schema: routeDocs({
        tags: ['menus'],
        summary: 'Every menu, paged; search matches the name',
        querystring: ListQuerySchema,
        responses: { 200: PageSchema(MenuSchema) },
        errors: [400, 401, 403],
      }),
    },
    async (request) => {
      await requireUser(ctx, request);
      const query = parseWith(ListQuerySchema, request.query, 'Query');
      const pattern = containsPattern(query.search);
      const where = pattern ? likeLower(menus.name, pattern) : undefined;
      return menuPage(where, query.page, query.size);
    },
  );

  app.get(
    '/api/menus/:id',
    {
      schema: routeDocs({
        tags: ['menus'],
        summary: 'One menu',
        params: { id: 'integer' },
        responses: { 200: MenuSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      await requireUser(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
      if (!row) throw notFound('Menu not found');
      return toMenu(row);
    },
  );

  app.put(
    '/api/menus/:id',
    {
      schema: routeDocs({
        tags: ['menus'],
        summary: 'Update a menu (ADMIN or the restaurant owner; moving it needs the target restaurant too)',
        params: { id: 'integer' },
        body: MenuInputSchema,
        responses: { 200: MenuSchema },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request) => {
      const actor = await requireEditor(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      const payload = parseWith(MenuInputSchema, request.body);
      const updated = await db.transaction(async (tx) => {
        const { menu } = await loadEditableMenu(tx, actor, id);
        if (payload.restaurantId !== menu.restaurantId)
          await loadTargetRestaurant(tx, actor, payload.restaurantId);
        const [row] = await tx
          .update(menus)
          .set({ ...columnsOf(payload), restaurantId: payload.restaurantId })
          .where(eq(menus.id, id))
          .returning();
        if (!row) throw notFound('Menu not found');
        await recordActivity(tx, actor, {
          category: 'RESTAURANT',
          actionType: 'UPDATE',
          action: `Updated menu ${row.name}`,
        });
        return row;
      });
      return toMenu(updated);
    },
  );

  app.delete(
    '/api/menus/:id',
    {
      schema: routeDocs({
        tags: ['menus'],
        summary: 'Delete a menu and its dishes (ADMIN or the restaurant owner)',
        params: { id: 'integer' },
        responses: { 204: null },
        errors: [400, 401, 403, 404],
      }),
    },
    async (request, reply) => {
      const actor = await requireEditor(ctx, request);
      const id = parseId((request.params as { id?: string }).id);
      await db.transaction(async (tx) => {
        const { menu, restaurant } = await loadEditableMenu(tx, actor, id);
        await tx.delete(menus).where(eq(menus.id, id));
        await recordActivity(tx, actor, {
          category: 'RESTAURANT',
          actionType: 'DELETE',
          action: `Deleted menu ${menu.name} of ${restaurant.name}`,
          level: 'WARN',
        });
      });
      return reply.status(204).send();
    },
  );
}
