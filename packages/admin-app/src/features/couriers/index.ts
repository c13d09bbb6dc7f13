// What other features use of the couriers area (docs/architecture.md#app-folders): a courier's own
// availability switch, shown above their deliveries on the orders page, and the couriers with their
// figures (the operations board's couriers lane).
export { MyAvailability } from './my-availability';
export { couriersQuery } from './courier-queries';
