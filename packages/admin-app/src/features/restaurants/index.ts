// What other features use of the restaurants area (docs/architecture.md#app-folders): a
// restaurant's reads (the restaurant names on the menus' cards, table and form; the catalogue's
// breadcrumbs; the ownership gate).
export { allRestaurantsQuery, restaurantQuery } from './restaurant-queries';
