export * from './CommandPalette';
export * from './filter';
export * from './types';
