// What other features use of the couriers area (docs/architecture.md#app-folders): a courier's own
// availability switch, shown above their deliveries on the orders page.
export { MyAvailability } from './my-availability';
