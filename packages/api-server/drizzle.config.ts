import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (run inside packages/api-server) writes SQL migrations to ./drizzle;
// the server applies them at start-up with Drizzle's migrator (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
