export * from './Select';
export * from './NativeSelect';
