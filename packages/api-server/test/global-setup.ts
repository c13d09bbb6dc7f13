import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from './emulator-constants';

const here = path.dirname(fileURLToPath(import.meta.url));

async function emulatorReady(): Promise<boolean> {
  try {
    const response = await fetch(`http://${TEST_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Starts the Auth Emulator once for the whole run (it costs ~12 s of CPU), or reuses a running one. */
async function startEmulator(): Promise<ChildProcess | undefined> {
  if (await emulatorReady()) return undefined;
  // firebase-tools writes firebase-debug.log into its cwd: keep it out of the repository.
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-emulator-'));
  // Same as `npx firebase emulators:start ...`, but independent of the cwd.
  const firebaseBin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      TEST_PROJECT_ID,
      '--config',
      path.join(here, 'firebase.json'),
    ],
    { cwd, env: { ...process.env, CI: '1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await emulatorReady()) return child.exitCode === null ? child : undefined;
    // Exiting early usually means the port is taken by an emulator that is still starting: keep
    // polling until the deadline and use that one.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopEmulator(child);
  throw new Error(`Auth Emulator did not become ready on ${TEST_EMULATOR_HOST}:\n${output}`);
}

function stopEmulator(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    // npx -> firebase -> java-less node emulator: the whole process group goes.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** With TEST_DATABASE_URL: make sure the test database exists (created from the server's `postgres` database). */
async function ensureTestDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected test database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) await ensureTestDatabase(databaseUrl);
  const emulator = await startEmulator();
  return async () => {
    if (emulator) stopEmulator(emulator);
  };
}
