import type { ActivityCategory, ActivityLevel } from '@food-admin/api-client';
import { chunked } from '../../db/bulk';
import type { Executor } from '../../db/database';
import type { ActivityRow, UserRow } from '../../db/rows';
import { displayName } from '../users/users.mapper';
import { insertActivities, insertActivity } from './activity.repository';

export type ActivityInput = {
  category: ActivityCategory;
  actionType: string;
  action: string;
  /** What `action` says as a code and parameters (activityMessage in the api-client); absent for a client's free text. */
  code?: string | undefined;
  params?: Record<string, string | number> | undefined;
  level?: ActivityLevel | undefined;
  /** The row the entry is about; set for dish writes so the app's own entry can be matched to it. */
  entityId?: number | undefined;
};

const activityValues = (actor: UserRow, input: ActivityInput) => ({
  category: input.category,
  level: input.level ?? 'INFO',
  actionType: input.actionType.slice(0, 50),
  action: input.action.slice(0, 500),
  username: displayName(actor).slice(0, 254),
  userId: actor.id,
  entityId: input.entityId ?? null,
  code: input.code ?? null,
  params: input.params ?? null,
});

/** Records who did what; called inside the write's transaction so the feed never misses a change. */
export function recordActivity(db: Executor, actor: UserRow, input: ActivityInput): Promise<ActivityRow> {
  return insertActivity(db, activityValues(actor, input));
}

/** One entry per input, as recordActivity would write them (a bulk action: one per changed row). */
export async function recordActivities(
  db: Executor,
  actor: UserRow,
  inputs: readonly ActivityInput[],
): Promise<void> {
  for (const chunk of chunked(inputs)) {
    await insertActivities(
      db,
      chunk.map((input) => activityValues(actor, input)),
    );
  }
}
