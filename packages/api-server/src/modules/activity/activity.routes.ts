import { contract, type ActivityLogPayload } from '@food-admin/api-client';
import { can, type SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { mapPage } from '../../db/lists';
import type { ActivityRow, UserRow } from '../../db/rows';
import { refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { loadEditableDish } from '../dishes/dish-access';
import { toActivityEntry } from './activity.mapper';
import { activityPage, findLoggedEntry } from './activity.repository';
import { recordActivity } from './record-activity';

/** The dish writes that log themselves (with the dish id), which the app then reports again. */
const SELF_LOGGED_DISH_ACTIONS = new Set(['CREATE', 'UPDATE']);

/**
 * After saving a dish the app records `{category: 'DISH', action: 'CREATE', entityId: <dish id>}`
 * (docs/requirements.md#req-states-dish-activity), but the save already logged that change, with a descriptive text, in its own
 * transaction. Naming the dish lets us answer that entry instead of showing the change twice. Only
 * an entry by the same user matches; without entityId nothing is guessed.
 */
async function entryAlreadyLogged(
  db: Executor,
  actor: UserRow,
  payload: {
    category: ActivityLogPayload['category'];
    action: string;
    actionType: string;
    entityId?: number;
  },
): Promise<ActivityRow | undefined> {
  const bare = payload.action === payload.actionType;
  if (payload.entityId === undefined || payload.category !== 'DISH' || !bare) return undefined;
  if (!SELF_LOGGED_DISH_ACTIONS.has(payload.actionType)) return undefined;
  return findLoggedEntry(db, {
    userId: actor.id,
    category: 'DISH',
    actionType: payload.actionType,
    entityId: payload.entityId,
  });
}

/**
 * The admin feed is the admins' record: a RESTAURANT account may post only what the app posts for
 * it, the bare confirmation of a create or update of one of its own dishes (at level INFO). Anything
 * else (a USER entry, an ERROR, another owner's dish) is refused.
 */
async function assertOwnerMayPost(
  db: Executor,
  actor: SignedInUser,
  payload: { category: string; action: string; actionType: string; level?: string; entityId?: number },
): Promise<void> {
  if (can(actor, 'platform.manage')) return;
  const confirmation =
    payload.category === 'DISH' &&
    payload.action === payload.actionType &&
    SELF_LOGGED_DISH_ACTIONS.has(payload.actionType) &&
    (payload.level === undefined || payload.level === 'INFO') &&
    payload.entityId !== undefined;
  if (!confirmation) {
    throw refuse('DISH_NOT_YOURS');
  }
  await loadEditableDish(db, actor, payload.entityId as number);
}

export function activityRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.admin.recentActivity, async ({ query }) =>
      mapPage(await activityPage(db, query), toActivityEntry),
    ),

    defineRoute(contract.activityLog.record, async ({ body, user, reply }) => {
      const actionType = body.actionType ?? body.action.slice(0, 50);
      await assertOwnerMayPost(db, user, { ...body, actionType });
      const logged = await entryAlreadyLogged(db, user, { ...body, actionType });
      if (logged !== undefined) return reply.status(200).send(toActivityEntry(logged));
      // The client's entityId is not stored: it is unchecked, and only server writes may be matched.
      const row = await recordActivity(db, user, {
        category: body.category,
        level: body.level,
        actionType,
        action: body.action,
      });
      return toActivityEntry(row);
    }),
  ];
}
