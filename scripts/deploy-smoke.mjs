// @ts-check
// `npm run test:deploy`: builds the deployable folder (scripts/build-deploy.mjs) into a temp dir,
// checks the admin app's bundle budget on that very build (bench/bundle-budget.mjs), installs its
// production dependencies with `npm ci --omit=dev --offline` (and checks their size), then runs it
// with plain `node`, outside the repository, on PostgreSQL and the Auth Emulator: the app is served,
// a person registers, `node server/admin.js grant` makes them an admin, they list and create a
// restaurant and hear it on the event stream, and SIGTERM stops the server cleanly.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildDeploy } from './build-deploy.mjs';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { signalGroup } from './lib/children.mjs';
import { waitForHttp } from './lib/wait.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What a production install of the server may weigh (issue: under 200 MB). */
const INSTALL_LIMIT_MB = 200;
const PROJECT_ID = 'demo-deploy';
const DATABASE = 'food_admin_deploy_smoke';
const SERVER_URL = process.env.DEPLOY_SMOKE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'food-admin-deploy-'));
const outDir = path.join(workDir, 'food-admin');
const started = Date.now();
/** Stops the emulator once it was started (it runs in its own process group). */
let stopEmulator = async () => undefined;
const step = (/** @type {string} */ line) =>
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);

/** A loopback port nothing listens on. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} sql */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} options */
function runOrFail(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return String(result.stdout);
}

/**
 * An account in the emulator and an ID token from signing in to it (not the sign-up's own token:
 * the emulator stamps its sign-in time before its revocation time, so across a second's end that
 * token counts as revoked; e2e/support/identity.ts).
 * @param {number} emulatorPort
 * @param {string} email
 */
async function signUp(emulatorPort, email) {
  /** @param {string} method */
  const call = async (method) => {
    const response = await fetch(
      `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret123', returnSecureToken: true }),
      },
    );
    assert.equal(response.status, 200, `emulator ${method}: ${await response.clone().text()}`);
    return /** @type {{ idToken: string, localId: string }} */ (await response.json());
  };
  await call('signUp');
  return call('signInWithPassword');
}

async function main() {
  buildDeploy({ outDir, log: step });

  // The budget of the very app this deployment serves (the same production settings as
  // test:budget, so npm test builds the app once for both). --no-budget skips it while iterating.
  if (!process.argv.includes('--no-budget')) {
    runOrFail(
      process.execPath,
      [path.join(rootDir, 'bench/bundle-budget.mjs'), '--dist', path.join(outDir, 'public')],
      {
        cwd: rootDir,
        stdio: 'inherit',
      },
    );
    step('bundle budget met');
  }

  // Production dependencies only, from the lockfile, without the network (npm's cache has them).
  runOrFail('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: outDir,
  });
  const installedMb = Number(runOrFail('du', ['-sm', path.join(outDir, 'node_modules')], {}).split('\t')[0]);
  step(`production install: ${installedMb} MB`);
  assert.ok(
    installedMb < INSTALL_LIMIT_MB,
    `the production install is ${installedMb} MB (limit ${INSTALL_LIMIT_MB})`,
  );

  // The emulator boots while the database is made (a test's own project and data dir).
  const emulatorPort = await freePort();
  const emulator = await startAuthEmulator({
    rootDir,
    dataDir: workDir,
    port: emulatorPort,
    projectId: PROJECT_ID,
  });
  stopEmulator = async () => {
    if (!emulator.child.hasExited()) signalGroup(emulator.child.pid, 'SIGTERM');
    await Promise.race([emulator.child.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!emulator.child.hasExited()) signalGroup(emulator.child.pid, 'SIGKILL');
  };
  const databaseUrl = (() => {
    const url = new URL(SERVER_URL);
    url.pathname = `/${DATABASE}`;
    return url.href;
  })();
  await onServer(`drop database if exists ${DATABASE} with (force)`);
  await onServer(`create database ${DATABASE}`);
  await emulator.ready.catch((error) => {
    throw new Error(`the Auth Emulator did not start: ${error.message}\n${emulator.child.recentOutput()}`);
  });
  step('Auth Emulator and an empty PostgreSQL database ready');

  const port = await freePort();
  // Only what a deployment sets: no NODE_PATH, nothing from the repository's environment.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    // The emulator accepts unsigned tokens, so the server allows it only outside production.
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    STATIC_DIR: 'public',
    DATA_DIR: path.join(workDir, 'data'),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, ['server/main.js'], {
    cwd: outDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverOutput = '';
  server.stdout.on('data', (chunk) => (serverOutput += chunk));
  server.stderr.on('data', (chunk) => (serverOutput += chunk));
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/health`, { timeoutMs: 60_000, abortWhen: exited }).catch((error) => {
      throw new Error(`${error.message}\n${serverOutput}`);
    });
    step('server/main.js serving (migrated under its lock)');

    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root">|<script type="module"/, 'the admin app is served');

    const email = `deploy-${Date.now().toString(36)}@smoke.test`;
    const account = await signUp(emulatorPort, email);
    const headers = { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' };
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ uid: account.localId, firstName: 'Dee', lastName: 'Ploy', email }),
    });
    assert.equal(registered.status, 201, `register: ${await registered.clone().text()}`);
    const granted = runOrFail(process.execPath, ['server/admin.js', 'grant', email], { cwd: outDir, env });
    assert.match(granted, /-> ADMIN/);
    step('registered, and made an admin by `node server/admin.js grant`');

    const before = await fetch(`${base}/api/restaurants?page=0&size=10`, { headers });
    assert.equal(before.status, 200, `list: ${await before.clone().text()}`);
    assert.equal((await before.json()).totalElements, 0);

    const stream = await fetch(`${base}/api/events`, {
      headers: { ...headers, accept: 'text/event-stream' },
    });
    assert.equal(stream.status, 200);
    const reader = /** @type {ReadableStream<Uint8Array>} */ (stream.body).getReader();
    const decoder = new TextDecoder();
    let heard = '';
    const hear = async (/** @type {RegExp} */ pattern) => {
      const deadline = Date.now() + 15_000;
      while (!pattern.test(heard)) {
        assert.ok(Date.now() < deadline, `the stream did not say ${pattern} (it said: ${heard})`);
        const { value, done } = await reader.read();
        if (done) return false;
        heard += decoder.decode(value, { stream: true });
      }
      return true;
    };
    assert.ok(await hear(/event: ready/), 'the stream starts with ready');

    const created = await fetch(`${base}/api/restaurants`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Deployed Diner', address: '1 Release Road', isActive: true }),
    });
    assert.equal(created.status, 201, `create: ${await created.clone().text()}`);
    const restaurant = await created.json();
    assert.ok(
      await hear(new RegExp(`"kind":"restaurant","recordId":${restaurant.id}\\b`)),
      'the change is heard',
    );
    const after = await fetch(`${base}/api/restaurants?page=0&size=10`, { headers });
    assert.equal((await after.json()).totalElements, 1);
    step('listed, created a restaurant, heard it on the event stream');

    // Graceful shutdown: the open stream is closed by the server, and the process exits 0.
    server.kill('SIGTERM');
    const ended = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ]);
    assert.deepEqual(ended, { code: 0, signal: null }, `SIGTERM: ${JSON.stringify(ended)}\n${serverOutput}`);
    assert.equal(await hear(/(?!)/), false, 'the event stream ends when the server stops');
    step('SIGTERM: the stream closed and the server exited 0');
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await onServer(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  }
}

try {
  console.log('deploy smoke: build, install production dependencies, run with plain node');
  await main();
  console.log(`deploy smoke: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`deploy smoke failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await stopEmulator();
  rmSync(workDir, { recursive: true, force: true });
}
