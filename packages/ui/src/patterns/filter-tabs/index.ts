export * from './FilterTabs';
