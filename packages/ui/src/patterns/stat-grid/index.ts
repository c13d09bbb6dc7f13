export * from './StatGrid';
