export * from './ImageInput';
