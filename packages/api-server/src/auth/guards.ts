import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { menus, restaurants, users } from '../db/schema';
import { forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import type { VerifiedToken } from './firebase';

export type UserRow = typeof users.$inferSelect;

function firebaseErrorCode(error: unknown): string {
  const info = (error as { errorInfo?: { code?: unknown }; code?: unknown }) ?? {};
  const code = info.errorInfo?.code ?? info.code;
  return typeof code === 'string' ? code : 'unknown';
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** 401 unless the request carries a valid Firebase ID token. */
export async function requireToken(ctx: AppContext, request: FastifyRequest): Promise<VerifiedToken> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Authentication required');
  try {
    return await ctx.verifyIdToken(match[1]);
  } catch (error) {
    const code = firebaseErrorCode(error);
    // The token may be fine: we could not check it (identity service or emulator unreachable).
    if (code.startsWith('app/') || code === 'auth/internal-error') {
      request.log.error({ err: error }, 'token verification unavailable');
      throw new HttpError(503, 'Authentication service unavailable, please try again');
    }
    request.log.info({ reason: code }, 'token rejected');
    throw unauthorized('Invalid or expired token');
  }
}

/** 401 without a valid token, 403 when the account has no profile in our database. Roles come from the database. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const token = await requireToken(ctx, request);
  const [user] = await ctx.db.select().from(users).where(eq(users.uid, token.uid)).limit(1);
  if (user === undefined) throw forbidden('No profile for this account. Register first.');
  return user;
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(ctx, request);
  if (user.role !== 'ADMIN') throw forbidden('Administrator role required');
  return user;
}

/** Restaurant staff who may edit catalogue data: ADMIN, or RESTAURANT for their own restaurants. */
export async function requireEditor(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(ctx, request);
  if (user.role !== 'ADMIN' && user.role !== 'RESTAURANT') {
    throw forbidden('Administrator or restaurant role required');
  }
  return user;
}

export type RestaurantRow = typeof restaurants.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

/** 404 when missing, 403 when the editor is a RESTAURANT user who does not own it. */
export async function loadEditableRestaurant(
  db: Executor,
  user: UserRow,
  restaurantId: number,
  lock = false,
): Promise<RestaurantRow> {
  const query = db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  const [restaurant] = lock ? await query.for('update') : await query;
  if (restaurant === undefined) throw notFound('Restaurant not found');
  assertCanEditRestaurant(user, restaurant);
  return restaurant;
}

export function assertCanEditRestaurant(user: UserRow, restaurant: RestaurantRow): void {
  if (user.role === 'ADMIN') return;
  if (user.role === 'RESTAURANT' && restaurant.ownerId === user.id) return;
  throw forbidden('You can only change your own restaurants');
}

export async function loadEditableMenu(
  db: Executor,
  user: UserRow,
  menuId: number,
): Promise<{ menu: MenuRow; restaurant: RestaurantRow }> {
  const [row] = await db
    .select({ menu: menus, restaurant: restaurants })
    .from(menus)
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(eq(menus.id, menuId))
    .limit(1);
  if (row === undefined) throw notFound('Menu not found');
  assertCanEditRestaurant(user, row.restaurant);
  return row;
}

export function displayName(user: UserRow): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email || user.uid : name;
}
