export * from './Combobox';
