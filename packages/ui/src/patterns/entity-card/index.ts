export * from './EntityCard';
