export * from './Breadcrumbs';
