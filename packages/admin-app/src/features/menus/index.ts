// What other features use of the menus area (docs/architecture.md#app-folders): a menu's reads, and
// the catalogue's breadcrumbs (Restaurants / restaurant / menu / page) on the restaurant, menu and
// dish pages.
export { menuQuery, restaurantMenusQuery } from './menu-queries';
export { CatalogueCrumbs } from './crumbs';
