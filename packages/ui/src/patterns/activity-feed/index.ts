export * from './ActivityFeed';
