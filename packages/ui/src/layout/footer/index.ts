export * from './Footer';
