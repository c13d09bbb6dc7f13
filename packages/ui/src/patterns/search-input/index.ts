export * from './SearchInput';
