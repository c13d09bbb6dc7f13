export * from './DishCard';
