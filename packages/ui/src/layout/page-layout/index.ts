export * from './PageLayout';
