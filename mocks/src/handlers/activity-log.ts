import { contract, type ActivityLogEntry } from '@food-admin/api-client';
import type { MockActivityEntry } from '../fixtures/activity';
import { logActivity, mockDb } from '../db/mock-db';
import { newestFirst } from '../db/paging';
import { alsoAnswer, mockEndpoint } from './mock-endpoint';
import { noContent } from './respond';

/** The dish writes that log themselves with the dish id, which the app then reports again. */
const CONFIRMABLE_ACTIONS = new Set(['CREATE', 'UPDATE']);

/** The API's entry: the store's row without the entity id, which the API never shows. */
export const toActivityEntry = ({ entityId: _entityId, ...entry }: MockActivityEntry): ActivityLogEntry =>
  entry;

/**
 * The entry a dish create/update already logged, when the app's `{ category: 'DISH', action, entityId }`
 * reports it again: same actor, same action, same dish; the newest wins. Like the server, no time
 * window (the dish id makes the match exact) and nothing is guessed without an entityId.
 */
function confirmedEntry(payload: {
  category: string;
  action: string;
  actionType?: string;
  entityId?: number;
}) {
  const { category, action, actionType, entityId } = payload;
  if (category !== 'DISH' || entityId === undefined || !CONFIRMABLE_ACTIONS.has(action)) return undefined;
  if (actionType !== undefined && actionType !== action) return undefined;
  return mockDb.activity
    .all()
    .filter(
      (entry) =>
        entry.category === 'DISH' &&
        entry.actionType === action &&
        entry.entityId === entityId &&
        entry.username === mockDb.actor,
    )
    .sort(newestFirst)[0];
}

export const activityLogEndpoints = {
  recordActivity: mockEndpoint(
    contract.activityLog.record,
    ({ body }) => {
      const confirmed = confirmedEntry(body);
      if (confirmed) return alsoAnswer(contract.activityLog.record, toActivityEntry(confirmed));
      const { category, action, actionType, level } = body;
      // A bare { category, action } names the action by its type; the server keeps 50 characters of it.
      const type = actionType ?? action.slice(0, 50);
      return toActivityEntry(logActivity({ category, action, actionType: type, level }));
    },
    noContent,
  ),
};
