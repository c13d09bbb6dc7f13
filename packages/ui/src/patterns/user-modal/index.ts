export * from './UserModal';
