// Public face of @food-admin/api-server: what the start script and the tests use.
export { buildApp, type AppDependencies } from './app';
export { createServer, type CreateServerOptions, type FoodAdminServer } from './server';
export { loadConfig, ConfigError, type ServerConfig } from './config';
export { openDatabase, findMigrationsFolder, type OpenedDatabase, type OpenDatabaseOptions } from './db/open';
export type { Database } from './db/database';
export { createFirebaseAdmin, type FirebaseAdmin, type TokenVerifier } from './auth/firebase';
export { seedDemoData, SEED_COUNTS, type SeedResult } from './seed/demo-data';
export { demoImageTarget, type DemoImageTarget } from './seed/demo-images';
export {
  ensureDemoAccounts,
  upsertDemoUsers,
  DEMO_ACCOUNTS,
  type DemoAccount,
  type DemoAccountSpec,
} from './seed/demo-accounts';
export { startServer, formatStartError } from './start';
