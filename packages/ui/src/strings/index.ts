export * from './defaults';
export * from './KitStringsProvider';
