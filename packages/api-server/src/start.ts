import net from 'node:net';
import { ConfigError, loadConfig } from './config';
import { DatabaseConnectionError } from './db/connection-errors';
import { createServer, type FoodAdminServer } from './server';

/**
 * One line for the failures a person can fix (port taken, bad config, a database that cannot be
 * reached or refuses us); undefined for the rest, which keep their stack trace.
 */
export function formatStartError(error: unknown, port?: number): string | undefined {
  if (error instanceof ConfigError || error instanceof DatabaseConnectionError) return error.message;
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE')
    return `Port ${port ?? '?'} is already in use. Stop the other process or set PORT.`;
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port ?? '?'}. Choose a port above 1024 with PORT.`;
  return undefined;
}

/** Fails fast with EADDRINUSE before the database is opened (PGlite must not be opened twice). */
function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Reads the config from the environment, starts listening, and stops cleanly on SIGINT/SIGTERM.
 * Exits with 1 and one clear line for a config error or a port in use.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
): Promise<FoodAdminServer> {
  let port: number | undefined;
  try {
    const config = loadConfig(env);
    port = config.port;
    await assertPortFree(config.host, config.port);
    // START_PROGRESS=1 (npm start): each start-up step as a plain line for the person waiting.
    const onProgress = env.START_PROGRESS === '1' ? (line: string) => console.log(line) : undefined;
    const server = await createServer({ config, onProgress });
    const address = await server.listen();
    server.app.log.info(
      `food-admin API listening on ${address} (database: ${config.databaseUrl ? 'PostgreSQL' : config.pgliteDataDir})`,
    );
    if (config.emulatorExposed) {
      server.app.log.warn(
        `The Auth Emulator is on and the API listens on ${config.host} (ALLOW_REMOTE_EMULATOR=1): ` +
          'anyone who reaches it can sign in as any user, the demo admin included. Never do this on a shared network.',
      );
    }
    // Demo passwords are for a person at a development console, never for a production log.
    const logDemo = config.nodeEnv === 'production' ? server.app.log.debug : server.app.log.info;
    for (const account of server.demoAccounts) {
      logDemo.call(server.app.log, `demo sign-in: ${account.email} / ${account.password} (${account.role})`);
    }
    const stop = (signal: string) => {
      server.app.log.info(`${signal}: shutting down`);
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return server;
  } catch (error) {
    const line = formatStartError(error, port);
    if (line !== undefined) {
      console.error(`food-admin API: ${line}`);
      process.exit(1);
    }
    throw error;
  }
}
