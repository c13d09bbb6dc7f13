import type { Http } from '../../http/http';
import {
  ActivityLogEntrySchema,
  type ActivityLogEntry,
  type ActivityLogPayload,
} from '../../schemas/activity';

/** POST /api/activity-log: 201 with the stored entry (dishes send category DISH, action CREATE or UPDATE). */
export function recordActivity(http: Http, payload: ActivityLogPayload): Promise<ActivityLogEntry> {
  return http.json({ method: 'POST', path: '/api/activity-log', body: payload }, ActivityLogEntrySchema);
}
