export * from './Input';
