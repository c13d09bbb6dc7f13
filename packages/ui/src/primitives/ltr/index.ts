export * from './Ltr';
