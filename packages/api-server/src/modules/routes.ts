import type { AppContext } from '../context';
import type { Route } from '../http/edge/route';
import { activityRoutes } from './activity/activity.routes';
import { apiTokenRoutes } from './api-tokens/api-tokens.routes';
import { authRoutes } from './auth/auth.routes';
import { courierRoutes } from './couriers/couriers.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { dishRoutes } from './dishes/dishes.routes';
import { dispatchRoutes } from './dispatch/dispatch.routes';
import { downloadRoutes } from './downloads/download-links.routes';
import { eventRoutes } from './events/events.routes';
import { healthRoutes } from './health/health.routes';
import { historyRoutes } from './history/history.routes';
import { menuRoutes } from './menus/menus.routes';
import { orderingRoutes } from './ordering/ordering.routes';
import { orderRoutes } from './orders/orders.routes';
import { profileRoutes } from './profile/profile.routes';
import { refundListRoutes } from './refunds/refunds-list';
import { refundRoutes } from './refunds/refunds.routes';
import { operationsRoutes } from './restaurants/operations.routes';
import { restaurantRoutes } from './restaurants/restaurants.routes';
import { reviewRoutes } from './reviews/reviews.routes';
import { searchRoutes } from './search/search.routes';
import { invitationRoutes } from './team/invitations.routes';
import { permissionSetRoutes } from './team/permission-sets.routes';
import { staffRoutes } from './team/staff.routes';
import { teamRoutes } from './team/team.routes';
import { trashRoutes } from './trash/trash.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { userRoutes } from './users/users.routes';
import { viewRoutes } from './views/views.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';

/** Every route of the API; the edge refuses to start unless they cover the contract exactly once. */
export function allRoutes(ctx: AppContext): Route[] {
  return [
    ...healthRoutes(ctx),
    ...authRoutes(ctx),
    ...dashboardRoutes(ctx),
    ...activityRoutes(ctx),
    ...userRoutes(ctx),
    ...orderRoutes(ctx),
    ...orderingRoutes(ctx),
    ...refundRoutes(ctx),
    ...refundListRoutes(ctx),
    ...courierRoutes(ctx),
    ...dispatchRoutes(ctx),
    ...reviewRoutes(ctx),
    ...restaurantRoutes(ctx),
    ...operationsRoutes(ctx),
    ...teamRoutes(ctx),
    ...invitationRoutes(ctx),
    ...staffRoutes(ctx),
    ...permissionSetRoutes(ctx),
    ...apiTokenRoutes(ctx),
    ...menuRoutes(ctx),
    ...dishRoutes(ctx),
    ...uploadRoutes(ctx),
    ...viewRoutes(ctx),
    ...searchRoutes(ctx),
    ...profileRoutes(ctx),
    ...trashRoutes(ctx),
    ...historyRoutes(ctx),
    ...eventRoutes(ctx),
    ...downloadRoutes(ctx),
    ...webhookRoutes(ctx),
  ];
}
