// What other features use of the orders area (docs/architecture.md#app-folders): an order status's
// badge (a restaurant's page lists its recent orders).
export { OrderStatusBadge } from './order-columns';
