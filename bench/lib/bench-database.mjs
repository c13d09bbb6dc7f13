// @ts-check
// A fresh, migrated and seeded database for one bench run: PostgreSQL database food_admin_bench
// (dropped and created) or a PGlite data dir in a temp folder. Migrations come from the server
// itself (openDatabase), so the schema and indexes are exactly the product's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@food-admin/api-server';
import { onInterrupt } from './cleanup.mjs';
import { LIST_SECONDARY_INDEXES, seedStatements } from './seed-sql.mjs';

export const BENCH_DATABASE = 'food_admin_bench';

/**
 * @typedef {{ run: (statement: string) => Promise<void>, rows: (query: string) => Promise<Record<string, unknown>[]>, close: () => Promise<void> }} SqlSession
 * @typedef {{ driver: 'pglite' | 'postgres', serverEnv: Record<string, string>, seedSeconds: number, indexSeconds: number, settle: () => Promise<number>, drop: () => Promise<void> }} BenchDatabase
 * (settle: waits until no query of the server runs on the database, so a route's requests still
 * in flight when its load stopped, a slow facet's say, do not run into the next route's figures;
 * answers how many ms it waited. PostgreSQL only: PGlite's queries cannot be seen from outside.)
 */

/** Longest wait for the server's queries to end between routes. */
const SETTLE_TIMEOUT_MS = 60_000;

/** @param {string} url */
async function postgresSession(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  /** @type {SqlSession} */
  const session = {
    run: async (statement) => void (await client.query(statement)),
    rows: async (query) => (await client.query(query)).rows,
    close: () => client.end(),
  };
  return session;
}

/**
 * The PGlite instance that openDatabase opened (and migrated): one PGlite per process, since
 * opening a second one after closing the first crashes its wasm module.
 * @param {import('@food-admin/api-server').OpenedDatabase} opened
 */
function pgliteSession(opened) {
  const client = /** @type {import('@electric-sql/pglite').PGlite} */ (
    /** @type {{ $client: unknown }} */ (/** @type {unknown} */ (opened.db)).$client
  );
  /** @type {SqlSession} */
  const session = {
    run: async (statement) => void (await client.exec(statement)),
    rows: async (query) => /** @type {Record<string, unknown>[]} */ ((await client.query(query)).rows),
    close: () => opened.close(),
  };
  return session;
}

/**
 * @typedef {{ uid: string, email: string }} BenchAccount
 * @typedef {{ admin: BenchAccount, customer?: BenchAccount, member?: BenchAccount }} BenchAccounts
 */

/** The restaurants (ids 1 to this) where the bench's member holds a kitchen set. */
export const MEMBER_RESTAURANTS = 5;

/**
 * Bulk load with the secondary indexes dropped, then rebuild them, ANALYZE and VACUUM (PGlite has
 * no autovacuum; index-only scans need the visibility map).
 * @param {SqlSession} session
 * @param {ReturnType<typeof import('./seed-sql.mjs').countsFor>} counts
 * @param {BenchAccounts} accounts
 * @param {(line: string) => void} log
 */
async function seed(session, counts, { admin, customer, member }, log) {
  const indexes = /** @type {{ indexname: string, indexdef: string }[]} */ (
    await session.rows(LIST_SECONDARY_INDEXES)
  );
  for (const { indexname } of indexes) await session.run(`drop index "${indexname}"`);
  const seedStarted = Date.now();
  // Nobody listens to a bulk load: no live-update event per seeded row (drizzle/0015_live_events.sql).
  await session.run(`set app.quiet_events = 'on'`);
  for (const statement of seedStatements(counts)) {
    const started = Date.now();
    await session.run(statement);
    log(
      `  ${statement.trim().split('\n')[0]?.slice(0, 40)}... ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const quoted = (/** @type {string} */ text) => `'${text.replace(/'/g, "''")}'`;
  const user = (/** @type {{ uid: string, email: string }} */ account, /** @type {string} */ role) =>
    `(${quoted(account.uid)}, 'Bench', ${quoted(role[0] + role.slice(1).toLowerCase())}, ${quoted(account.email)}, '${role}')`;
  await session.run(
    `insert into users (uid, first_name, last_name, email, role) values ${[
      user(admin, 'ADMIN'),
      ...(customer === undefined ? [] : [user(customer, 'CUSTOMER')]),
      ...(member === undefined ? [] : [user(member, 'RESTAURANT')]),
    ].join(', ')}`,
  );
  if (member !== undefined) {
    // A kitchen member of MEMBER_RESTAURANTS restaurants: what a permission check costs beside the role's.
    await session.run(
      `insert into permission_sets (name, permissions) values
         ('Bench kitchen', array['restaurants.pause', 'orders.view', 'orders.handle'])`,
    );
    await session.run(
      `insert into memberships (user_id, restaurant_id, permission_set_id)
       select u.id, r.id, s.id from users u, generate_series(1, ${MEMBER_RESTAURANTS}) r(id), permission_sets s
       where u.uid = ${quoted(member.uid)} and s.name = 'Bench kitchen'`,
    );
  }
  await session.run('reset app.quiet_events');
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const indexStarted = Date.now();
  await session.run(`set maintenance_work_mem = '256MB'`);
  for (const { indexdef } of indexes) await session.run(indexdef);
  await session.run('vacuum analyze');
  const indexSeconds = (Date.now() - indexStarted) / 1000;
  log(`  indexes rebuilt, vacuumed and analysed in ${indexSeconds.toFixed(1)} s`);
  return { seedSeconds, indexSeconds };
}

/**
 * @param {'pglite' | 'postgres'} driver
 * @param {BenchAccounts & { counts: ReturnType<typeof import('./seed-sql.mjs').countsFor>, postgresAdminUrl: string, log: (line: string) => void }} options
 * @returns {Promise<BenchDatabase>}
 */
export async function createBenchDatabase(
  driver,
  { counts, admin, customer, member, postgresAdminUrl, log },
) {
  if (driver === 'postgres') {
    const adminSession = await postgresSession(postgresAdminUrl);
    await adminSession.run(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await adminSession.run(`create database ${BENCH_DATABASE}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    const databaseUrl = url.toString();
    const forget = onInterrupt(() =>
      adminSession.run(`drop database if exists ${BENCH_DATABASE} with (force)`),
    );
    const migrated = await openDatabase({ databaseUrl });
    await migrated.close();
    const session = await postgresSession(databaseUrl);
    const timings = await seed(session, counts, { admin, customer, member }, log).finally(() =>
      session.close(),
    );
    return {
      driver,
      serverEnv: { DATABASE_URL: databaseUrl },
      ...timings,
      settle: async () => {
        const started = Date.now();
        while (Date.now() - started < SETTLE_TIMEOUT_MS) {
          const [row] = await adminSession.rows(
            `select count(*)::int as running from pg_stat_activity
             where datname = '${BENCH_DATABASE}' and backend_type = 'client backend' and state = 'active'`,
          );
          if (row?.running === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return Date.now() - started;
      },
      drop: async () => {
        forget();
        await adminSession.run(`drop database if exists ${BENCH_DATABASE} with (force)`);
        await adminSession.close();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-'));
  const forget = onInterrupt(() => rmSync(dataDir, { recursive: true, force: true }));
  // The server reads DATA_DIR and keeps PGlite in DATA_DIR/pglite.
  const pgliteDir = path.join(dataDir, 'pglite');
  const session = pgliteSession(await openDatabase({ pgliteDataDir: pgliteDir }));
  const timings = await seed(session, counts, { admin, customer, member }, log).finally(() =>
    session.close(),
  );
  return {
    driver,
    serverEnv: { DATA_DIR: dataDir },
    ...timings,
    settle: async () => 0,
    drop: async () => {
      forget();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
