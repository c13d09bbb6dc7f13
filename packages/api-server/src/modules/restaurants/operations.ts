import {
  availabilityAt,
  type OperatingRules,
  type OperatingRulesInput,
  type Pause,
  type RestaurantOperations,
} from '@food-admin/api-client';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import type { RestaurantRow } from '../../db/rows';
import { restaurants, users } from '../../db/schema';
import type { PeriodicJob } from '../../jobs/job-queue';
import { displayName } from '../users/users.mapper';

/*
 * A restaurant's operating rules (docs/api.md#operations): stored on its row (0024), so its
 * version, history and live updates cover them; its availability is computed by the contract's one
 * rule, availabilityAt, at each answer.
 */

/** The rules as the contract states them; a row without a zone has the platform's. */
export function rulesOf(row: RestaurantRow, defaultTimeZone: string): OperatingRules {
  return {
    timeZone: row.timeZone ?? defaultTimeZone,
    week: row.openingHours,
    exceptions: row.openingExceptions,
    closures: row.closures,
    lastOrderMinutes: row.lastOrderMinutes,
    acceptanceTimeoutMinutes: row.acceptanceTimeoutMinutes,
    acceptanceTimeoutAction: row.acceptanceTimeoutAction,
    preparationMinutes: row.preparationMinutes,
    busyFromOrders: row.busyFromOrders,
    busyExtraMinutes: row.busyExtraMinutes,
    minimumOrderMinor: row.minimumOrderMinor,
    location:
      row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    zones: row.deliveryZones,
    pause:
      row.pauseReason === null || row.pausedUntil === null
        ? null
        : { reason: row.pauseReason, note: row.pauseNote ?? '', until: row.pausedUntil.toISOString() },
  };
}

/** The answer of every operations call: the rules, who paused, and the availability now. */
export async function operationsOf(
  db: Executor,
  row: RestaurantRow,
  defaultTimeZone: string,
  now = Date.now(),
): Promise<RestaurantOperations> {
  const rules = rulesOf(row, defaultTimeZone);
  const [pauser] =
    rules.pause === null || row.pausedBy === null
      ? []
      : await db.select().from(users).where(eq(users.id, row.pausedBy)).limit(1);
  const availability = availabilityAt(
    // has_active_menu: kept on the row by the menus' trigger, in the transaction that changes them.
    { rules, active: row.isActive, hasMenu: row.hasActiveMenu },
    now,
  );
  return {
    restaurantId: row.id,
    version: row.version,
    rules: {
      ...rules,
      pause:
        rules.pause === null
          ? null
          : {
              ...rules.pause,
              pausedAt: row.pausedAt?.toISOString() ?? null,
              pausedBy: pauser === undefined ? null : { id: pauser.id, name: displayName(pauser) },
            },
    },
    defaultTimeZone: row.timeZone === null,
    availability,
  };
}

/** Replaces the rules (not the pause); the database checks the week's shape and overlaps again. */
export async function writeRules(
  db: Executor,
  id: number,
  input: OperatingRulesInput,
): Promise<RestaurantRow | undefined> {
  const [row] = await db
    .update(restaurants)
    .set({
      timeZone: input.timeZone,
      openingHours: input.week,
      openingExceptions: input.exceptions.map((exception) => ({ ...exception, note: exception.note ?? '' })),
      closures: input.closures,
      lastOrderMinutes: input.lastOrderMinutes,
      acceptanceTimeoutMinutes: input.acceptanceTimeoutMinutes,
      acceptanceTimeoutAction: input.acceptanceTimeoutAction,
      preparationMinutes: input.preparationMinutes,
      busyFromOrders: input.busyFromOrders,
      busyExtraMinutes: input.busyExtraMinutes,
      minimumOrderMinor: input.minimumOrderMinor,
      latitude: input.location?.lat ?? null,
      longitude: input.location?.lng ?? null,
      deliveryZones: input.zones,
    })
    .where(eq(restaurants.id, id))
    .returning();
  return row;
}

/** Pauses the restaurant until `pause.until`, recording who and when (a pause on is replaced). */
export async function writePause(
  db: Executor,
  id: number,
  pause: Pause,
  byUserId: number,
): Promise<RestaurantRow | undefined> {
  const [row] = await db
    .update(restaurants)
    .set({
      pauseReason: pause.reason,
      pauseNote: pause.note ?? '',
      pausedUntil: new Date(pause.until),
      pausedAt: sql`now()`,
      pausedBy: byUserId,
    })
    .where(eq(restaurants.id, id))
    .returning();
  return row;
}

const NO_PAUSE = { pauseReason: null, pauseNote: null, pausedUntil: null, pausedAt: null, pausedBy: null };

/** Ends the pause now. */
export async function clearPause(db: Executor, id: number): Promise<RestaurantRow | undefined> {
  const [row] = await db.update(restaurants).set(NO_PAUSE).where(eq(restaurants.id, id)).returning();
  return row;
}

/**
 * Clears the pauses that have ended, each minute, so the row, its history and the live updates say
 * "resumed" too (availability already treats an ended pause as over, to the second).
 */
export function pauseEndJob(db: Database): PeriodicJob {
  return {
    name: 'restaurant-pause-ends',
    schedule: '* * * * *',
    run: async () => {
      await db
        .update(restaurants)
        .set(NO_PAUSE)
        .where(lte(restaurants.pausedUntil, sql`now()`));
    },
  };
}
