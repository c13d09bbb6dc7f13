export * from './ConflictDialog';
