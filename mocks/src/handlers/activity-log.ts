import { ActivityLogPayloadSchema } from '@food-admin/api-client';
import { logActivity } from '../db/mock-db';
import { created, noContent, parseBody, type Endpoint } from './respond';

export const activityLogEndpoints = {
  recordActivity: {
    method: 'post',
    path: '/api/activity-log',
    resolve: async ({ request }) => {
      const body = await parseBody(request, ActivityLogPayloadSchema);
      if (!body.ok) return body.response;
      const { category, action, actionType, level } = body.value;
      // Clients like the dish form send only { category: 'DISH', action: 'CREATE' }: the action is the type.
      return created(logActivity({ category, action, actionType: actionType ?? action, level }));
    },
    empty: noContent,
  },
} satisfies Record<string, Endpoint>;
