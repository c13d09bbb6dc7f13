export * from './Banner';
