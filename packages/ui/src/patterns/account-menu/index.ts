export * from './AccountMenu';
export { DeferredAccountMenu } from './DeferredAccountMenu';
