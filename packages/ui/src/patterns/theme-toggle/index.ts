export * from './ThemeToggle';
