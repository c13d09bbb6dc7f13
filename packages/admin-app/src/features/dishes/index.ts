// What other features use of the dishes area (docs/architecture.md#app-folders): a menu's dishes as
// a grid, which the restaurant's menu page shows under each menu.
export { MenuDishGrid } from './menu-dish-grid';
