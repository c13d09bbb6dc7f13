import type { Http } from '../../http/http';
import { ActivityLogEntrySchema, type ActivityLogEntry, type ActivityParams } from '../../schemas/activity';
import { PageSchema, type Page } from '../../schemas/common';
import { activityQuery } from '../list-query';

/** GET /admin/recent-activity: newest first, filtered by search, category and level. */
export function listRecentActivity(http: Http, params?: ActivityParams): Promise<Page<ActivityLogEntry>> {
  return http.json(
    { method: 'GET', path: '/admin/recent-activity', query: activityQuery(params) },
    PageSchema(ActivityLogEntrySchema),
  );
}
