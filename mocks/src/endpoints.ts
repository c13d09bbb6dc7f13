import { activityLogEndpoints } from './handlers/activity-log';
import { adminEndpoints } from './handlers/admin';
import { authEndpoints } from './handlers/auth';
import { dishEndpoints } from './handlers/dishes';
import { menuEndpoints } from './handlers/menus';
import { restaurantEndpoints } from './handlers/restaurants';
import type { Endpoint } from './handlers/respond';
import { uploadEndpoints } from './handlers/uploads';

/** Every endpoint of the fake API by key; the keys are the keys of `handlers`. */
export const endpoints = {
  ...authEndpoints,
  ...adminEndpoints,
  ...restaurantEndpoints,
  ...menuEndpoints,
  ...dishEndpoints,
  ...activityLogEndpoints,
  ...uploadEndpoints,
} satisfies Record<string, Endpoint>;

export type HandlerKey = keyof typeof endpoints;
