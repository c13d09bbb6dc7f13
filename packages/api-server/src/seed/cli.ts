// `npm run seed -w @food-admin/api-server`: fills the configured database (PGlite in .data/ or
// DATABASE_URL) with demo data and creates the demo accounts in the Auth Emulator.
import { createFirebaseAdmin } from '../auth/firebase';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { ensureDemoAccounts } from './demo-accounts';
import { seedDemoData } from './demo-data';
import { demoImageTarget } from './demo-images';

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
  });
  const firebase = createFirebaseAdmin({
    projectId: config.firebaseProjectId,
    authEmulatorHost: config.firebaseAuthEmulatorHost,
  });
  try {
    const result = await seedDemoData(database.db, {
      images: demoImageTarget(config, database.db),
      refunds: { currency: config.currency, ...config.refunds },
    });
    console.log(
      result.skipped
        ? 'Demo data: the database already has restaurants; left as is.'
        : `Demo data seeded: ${Object.entries(result.counts)
            .map(([name, n]) => `${n} ${name}`)
            .join(', ')}`,
    );
    try {
      const accounts = await ensureDemoAccounts(firebase.auth, database.db);
      console.log(
        `Demo accounts (Auth Emulator at ${config.firebaseAuthEmulatorHost}, project ${config.firebaseProjectId}):`,
      );
      for (const account of accounts)
        console.log(`  ${account.email} / ${account.password}  (${account.role})`);
    } catch (error) {
      console.error(
        `Demo accounts NOT created in the Auth Emulator at ${config.firebaseAuthEmulatorHost} (${(error as Error).message}). ` +
          'Start it with `CI=1 npx firebase emulators:start --only auth --project demo-food` and run the seed again.',
      );
      process.exitCode = 1;
    }
  } finally {
    await firebase.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
