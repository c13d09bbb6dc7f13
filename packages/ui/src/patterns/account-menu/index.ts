export * from './AccountMenu';
