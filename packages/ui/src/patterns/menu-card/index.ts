export * from './MenuCard';
