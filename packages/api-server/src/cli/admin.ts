// `npm run admin -- grant <email>` / `revoke <email>`: promotes or demotes an existing account on the
// configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite serves one
// process). See cli/admin-role.ts and docs/operations.md's production checklist.
import { ConfigError, loadConfig } from '../config';
import { DatabaseConnectionError } from '../db/connection-errors';
import { openDatabase } from '../db/open';
import { AdminCommandError, parseAdminCommand, runAdminCommand } from './admin-role';

async function main(): Promise<void> {
  const command = parseAdminCommand(process.argv.slice(2));
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
  });
  try {
    const { user, from, changed } = await runAdminCommand(database.db, command);
    const who = user.email || user.uid;
    console.log(
      changed
        ? `${who}: ${from} -> ${user.role}. Applies to their next request; recorded in the activity feed.`
        : `${who} is ${user.role} already: nothing changed.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof AdminCommandError ||
    error instanceof ConfigError ||
    error instanceof DatabaseConnectionError;
  console.error(known ? error.message : error);
  process.exit(1);
});
