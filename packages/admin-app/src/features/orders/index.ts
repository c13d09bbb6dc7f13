// What other features use of the orders area (docs/architecture.md#app-folders): an order status's
// badge (a restaurant's page lists its recent orders), and the one reading of a write that lost its
// race (the operations board assigns couriers).
export { OrderStatusBadge } from './order-columns';
export { orderConflict } from './order-conflict';
