export * from './RestaurantCard';
