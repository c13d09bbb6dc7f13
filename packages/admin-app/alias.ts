import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

/** The app's source folder, with a trailing slash. */
export const APP_SRC = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * `@/lib/env` -> `packages/admin-app/src/lib/env`, as tsconfig.json's `paths` declares. A regular
 * expression so scoped packages (`@food-admin/ui`, `@tanstack/...`) never match. Every build that
 * compiles the app's code uses it: vite.config.ts, vitest.config.ts and Storybook's viteFinal.
 */
export const appAlias = [{ find: /^@\//, replacement: APP_SRC }] satisfies AliasOptions;
