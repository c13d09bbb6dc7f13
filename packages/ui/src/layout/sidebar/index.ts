export * from './nav-types';
export * from './NavList';
export * from './Sidebar';
export * from './NavSheet';
