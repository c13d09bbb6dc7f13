export * from './NumberInput';
