// What other features use of the welcome area (docs/architecture.md#app-folders): a page opened
// remembers itself for the welcome page's "Recently opened".
export { useRememberRecent } from './recent-items';
