import { activityLogEndpoints } from './handlers/activity-log';
import { adminEndpoints } from './handlers/admin';
import { apiTokenEndpoints } from './handlers/api-tokens';
import { webhookEndpoints } from './handlers/webhooks';
import { authEndpoints } from './handlers/auth';
import { courierEndpoints } from './handlers/couriers';
import { dashboardEndpoints } from './handlers/dashboard';
import { dishEndpoints } from './handlers/dishes';
import { dispatchEndpoints } from './handlers/dispatch';
import { downloadEndpoints } from './handlers/downloads';
import { eventEndpoints } from './handlers/events';
import { healthEndpoints } from './handlers/health';
import { historyEndpoints } from './handlers/history';
import { menuEndpoints } from './handlers/menus';
import { orderingEndpoints } from './handlers/ordering';
import { orderEndpoints } from './handlers/orders';
import { profileEndpoints } from './handlers/profile';
import { refundEndpoints } from './handlers/refunds';
import { refundListEndpoints } from './handlers/refund-list';
import type { Endpoint } from './handlers/mock-endpoint';
import { operationsEndpoints } from './handlers/operations';
import { restaurantEndpoints } from './handlers/restaurants';
import { reviewEndpoints } from './handlers/reviews';
import { searchEndpoints } from './handlers/search';
import { permissionSetEndpoints } from './handlers/permission-sets';
import { staffEndpoints } from './handlers/staff';
import { invitationEndpoints, teamEndpoints } from './handlers/team';
import { trashEndpoints } from './handlers/trash';
import { imageHostEndpoints, uploadEndpoints } from './handlers/uploads';
import { viewEndpoints } from './handlers/views';

/** Every endpoint of the fake API, declared from the contract, by key; the keys are the keys of `handlers`. */
export const apiEndpoints = {
  ...authEndpoints,
  ...profileEndpoints,
  ...adminEndpoints,
  ...dashboardEndpoints,
  ...orderEndpoints,
  ...refundEndpoints,
  ...refundListEndpoints,
  ...orderingEndpoints,
  ...courierEndpoints,
  ...dispatchEndpoints,
  ...reviewEndpoints,
  ...restaurantEndpoints,
  ...operationsEndpoints,
  ...teamEndpoints,
  ...invitationEndpoints,
  ...staffEndpoints,
  ...permissionSetEndpoints,
  ...apiTokenEndpoints,
  ...webhookEndpoints,
  ...menuEndpoints,
  ...dishEndpoints,
  ...activityLogEndpoints,
  ...viewEndpoints,
  ...searchEndpoints,
  ...trashEndpoints,
  ...historyEndpoints,
  ...eventEndpoints,
  ...uploadEndpoints,
  ...healthEndpoints,
  // Links to the exports above (read when asked, once the table is built).
  ...downloadEndpoints((): readonly Endpoint[] => Object.values(apiEndpoints as Record<string, Endpoint>)),
} satisfies Record<string, Endpoint>;

/** The API plus the fixture image host (`mockImage`), which serves the fixtures' picture URLs. */
export const endpoints = {
  ...apiEndpoints,
  ...imageHostEndpoints,
} satisfies Record<string, Endpoint>;

export type HandlerKey = keyof typeof endpoints;
