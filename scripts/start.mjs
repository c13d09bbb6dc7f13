// @ts-check
// One command runs the whole product.
//   npm start     Auth Emulator + api-server (PGlite under DATA_DIR) serving the built admin app on one origin
//   npm run dev   the same, but the app comes from Vite's dev server (hot reload) and the server restarts on change
//   npm run demo  the admin app alone on the in-browser MSW mocks: no emulator, no server, no database
// Environment: PORT (8080), AUTH_EMULATOR_PORT (9099), DATA_DIR (.data), HOST (127.0.0.1).
// Flag --ephemeral: delete DATA_DIR after a clean stop (end-to-end tests run on a throwaway data dir).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAdminBuild } from './lib/admin-build.mjs';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { signalGroup, startChild, stopChild } from './lib/children.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { waitForHttp } from './lib/wait.mjs';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_ID = 'demo-food';
const VITE_PORT = 5173;
const DEMO_ACCOUNTS = [
  { email: 'admin@demo.food', password: 'admin123', role: 'ADMIN' },
  { email: 'owner@demo.food', password: 'owner123', role: 'RESTAURANT (owns the first restaurants)' },
  { email: 'manager@demo.food', password: 'manager123', role: "RESTAURANT (Manager of the owner's first)" },
  { email: 'kitchen@demo.food', password: 'kitchen123', role: "RESTAURANT (Kitchen of the owner's first)" },
  { email: 'support@demo.food', password: 'support123', role: 'RESTAURANT (Support, platform-wide)' },
  { email: 'courier@demo.food', password: 'courier123', role: 'COURIER (has deliveries in progress)' },
  { email: 'customer@demo.food', password: 'customer123', role: 'CUSTOMER' },
];

const args = new Set(process.argv.slice(2));
/** @type {'start' | 'dev' | 'demo'} */
const mode = args.has('--demo') ? 'demo' : args.has('--dev') ? 'dev' : 'start';
const ephemeral = args.has('--ephemeral');
const port = readPort('PORT', 8080);
const authPort = readPort('AUTH_EMULATOR_PORT', 9099);
const dataDir = path.resolve(rootDir, process.env.DATA_DIR?.trim() || '.data');
const startedAt = Date.now();
/** When each part became ready (seconds since start), for the banner. @type {string[]} */
const phases = [];
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

/** @type {import('./lib/children.mjs').Child[]} */
const children = [];
let stopping = false;
let firstSignalAt = 0;

await main().catch(async (error) => {
  // While stopping on a signal, a failing step (the build killed mid-way) is expected, not news.
  if (!stopping) {
    const what = mode === 'start' ? 'npm start' : `npm run ${mode}`;
    console.error(`\n${what} failed: ${error instanceof Error ? error.message : error}`);
  }
  await shutdown(1);
});

async function main() {
  if (ephemeral && !process.env.DATA_DIR) {
    // Never delete the developer's .data by accident.
    throw new Error('--ephemeral needs an explicit DATA_DIR');
  }
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => onSignal(signal));
  }
  // Last resort if this script itself crashes: no child may outlive it, holding the ports.
  process.on('exit', () => {
    for (const child of children) if (!child.hasExited()) signalGroup(child.pid, 'SIGKILL');
  });

  if (mode === 'demo') return startDemo();

  const mainPort = { port, usedFor: 'the app and API', envVar: 'PORT' };
  const emulatorPort = {
    port: authPort,
    usedFor: 'the Firebase Auth Emulator',
    envVar: 'AUTH_EMULATOR_PORT',
  };
  await assertPortsFree(
    mode === 'dev'
      ? [mainPort, emulatorPort, { port: VITE_PORT, usedFor: "Vite's dev server" }]
      : [mainPort, emulatorPort],
  );
  const serverEntry = path.join(rootDir, 'packages/api-server/src/main.ts');
  if (!existsSync(serverEntry)) throw new Error(`${path.relative(rootDir, serverEntry)} does not exist yet`);
  mkdirSync(dataDir, { recursive: true });

  console.log(`Starting the Auth Emulator on port ${authPort}...`);
  const emulator = await startAuthEmulator({ rootDir, dataDir, port: authPort, projectId: PROJECT_ID });
  watch(emulator.child);
  // The build (if any) overlaps the emulator's ~6 s start-up.
  const viteEnv = viteSettings({ VITE_API_URL: mode === 'dev' ? `http://localhost:${port}` : '' });
  if (mode === 'start') {
    const build = await ensureAdminBuild({
      rootDir,
      viteEnv,
      logFile: path.join(dataDir, 'logs', 'admin-build.log'),
      // Tracked so that Ctrl-C during the build stops it too.
      onStart: (child) => children.push(child),
    });
    if (build.built) phases.push(`app build ${elapsed()}`);
  }
  await emulator.ready.catch((error) => {
    throw new Error(`the Auth Emulator did not start: ${error.message}\n${emulator.child.recentOutput()}`);
  });
  phases.push(`emulator ${elapsed()}`);
  console.log(`Auth Emulator ready (${elapsed()}). Starting the API: database, migrations, demo data...`);

  // A signal may have arrived during the awaits above: start nothing new while stopping.
  if (stopping) return;
  const server = startChild({
    name: 'api',
    command: process.execPath,
    args:
      mode === 'dev'
        ? [path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', serverEntry]
        : ['--import', 'tsx', serverEntry],
    cwd: rootDir,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      // The server prints each start-up step (migrating, seeding N rows) with its duration.
      START_PROGRESS: '1',
      // npm start keeps the console for the banner and for problems; npm run dev shows every request.
      LOG_LEVEL: process.env.LOG_LEVEL ?? (mode === 'dev' ? 'info' : 'warn'),
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
      ...(mode === 'start'
        ? { STATIC_DIR: path.join(rootDir, 'packages/admin-app/dist') }
        : { CORS_ORIGINS: `http://localhost:${VITE_PORT},http://127.0.0.1:${VITE_PORT}` }),
    },
  });
  watch(server);
  const apiHost = process.env.HOST?.trim() && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
  await waitForHttp(`http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}:${port}/api/health`, {
    timeoutMs: 120_000,
    abortWhen: server.exited,
  });
  phases.push(`API ${elapsed()}`);

  let appUrl = `http://localhost:${port}`;
  if (stopping) return;
  if (mode === 'dev') {
    const vite = startVite(viteEnv);
    await waitForHttp(`http://localhost:${VITE_PORT}/`, { timeoutMs: 60_000, abortWhen: vite.exited });
    appUrl = `http://localhost:${VITE_PORT}`;
  }
  if (!stopping) printBanner(appUrl, emulator.importedAccounts);
}

async function startDemo() {
  await assertPortsFree([{ port: VITE_PORT, usedFor: "Vite's dev server" }]);
  const vite = startVite(viteSettings({ VITE_USE_MOCKS: '1', VITE_API_URL: '' }));
  await waitForHttp(`http://localhost:${VITE_PORT}/`, { timeoutMs: 60_000, abortWhen: vite.exited });
  console.log(
    [
      '',
      `food-admin demo (in-browser mocks, no backend): http://localhost:${VITE_PORT}`,
      '  Starts signed in as the demo admin; after Logout the demo accounts sign in with their passwords.',
      '  Data lives in the browser tab (mock service worker) and resets on reload.',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

/** Vite's dev server for the admin app (its own vite.config.ts: port 5173, strict). */
function startVite(/** @type {Record<string, string>} */ env) {
  const vite = startChild({
    name: 'vite',
    command: process.execPath,
    // vite's package exports hide its bin; resolve it next to package.json.
    args: [path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js')],
    cwd: path.join(rootDir, 'packages/admin-app'),
    env,
  });
  watch(vite);
  return vite;
}

/**
 * The VITE_* values compiled into the app: the caller's own VITE_* variables (e.g. a real
 * Firebase project's VITE_FIREBASE_*), then ours.
 * @param {Record<string, string>} overrides
 */
function viteSettings(overrides) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITE_') && value !== undefined) env[key] = value;
  }
  return { ...env, VITE_AUTH_EMULATOR_PORT: String(authPort), VITE_USE_MOCKS: '', ...overrides };
}

/** @param {string} appUrl @param {boolean} reusedAccounts */
function printBanner(appUrl, reusedAccounts) {
  const lines = [
    '',
    `food-admin is running (ready in ${elapsed()}: ${phases.join(', ')}): ${appUrl}`,
    '',
    '  Demo sign-ins:',
    ...DEMO_ACCOUNTS.map(
      ({ email, password, role }) => `    ${email.padEnd(20)} ${password.padEnd(12)} ${role}`,
    ),
    '',
    `  API:           http://localhost:${port}/api (docs at /api/docs)`,
    `  Auth Emulator: http://127.0.0.1:${authPort} (project ${PROJECT_ID})`,
    `  Data:          ${displayPath(dataDir)}${reusedAccounts ? ' (reused from the last run)' : ' (new)'}`,
    '',
    '  Press Ctrl-C to stop; accounts and data are kept for the next start.',
    '',
  ];
  console.log(lines.join('\n'));
}

/** A child that dies on its own takes the whole stack down, loudly. */
function watch(/** @type {import('./lib/children.mjs').Child} */ child) {
  children.push(child);
  void child.exited.then(({ code, signal }) => {
    if (stopping) return;
    const output = child.name === 'auth-emulator' ? `\n${child.recentOutput()}` : '';
    console.error(`\n${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`}).${output}`);
    void shutdown(1);
  });
}

/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  if (!stopping) {
    firstSignalAt = Date.now();
    console.log(`\nStopping (${signal})...`);
    void shutdown(0);
    return;
  }
  // A process manager may deliver one signal twice (to the group and to us); only a later,
  // deliberate second Ctrl-C means "stop now, skip the emulator export".
  if (Date.now() - firstSignalAt < 2000) return;
  console.error('Forced stop: killing everything now (the emulator export is skipped).');
  for (const child of children) stopChild(child, { signal: 'SIGKILL', graceMs: 1000 });
  process.exit(1);
}

/** @param {number} exitCode */
async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map((child) =>
      // The emulator writes its export on the way out; give it time.
      stopChild(child, { signal: 'SIGTERM', graceMs: child.name === 'auth-emulator' ? 30_000 : 10_000 }),
    ),
  );
  if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
  else if (exitCode === 0 && mode !== 'demo') console.log(`Stopped. Data kept in ${displayPath(dataDir)}.`);
  process.exit(exitCode);
}

/** Relative to the repository when inside it (`.data`), absolute otherwise. */
function displayPath(/** @type {string} */ target) {
  const relative = path.relative(rootDir, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

/** @param {string} name @param {number} fallback */
function readPort(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number between 1 and 65535 (got "${raw}").`);
    process.exit(1);
  }
  return value;
}
