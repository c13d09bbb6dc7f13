export * from './theme';
export * from './ThemeProvider';
