// @ts-check
// `npm run build:deploy [-- --out DIR]`: the server and the admin app as one folder that runs with
// plain `node` and production dependencies only (docs/operations.md#deploying):
//   DIR/server/   main.js (the API), admin.js (`node server/admin.js grant <email>`), seed.js,
//                 the drizzle/ migrations and PGlite's worker script (packages/api-server/build.mjs)
//   DIR/public/   the admin app, built for production (served by the API with STATIC_DIR=public)
//   DIR/package.json, DIR/package-lock.json
//                 exactly the npm packages the server imports and what they need, at the versions
//                 the repository's tests ran (`npm ci --omit=dev` installs them)
// The app's VITE_* settings (a real Firebase project's VITE_FIREBASE_*) come from the environment.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAdminApp } from '../bench/bundle-budget.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server's folder in the repository (and in package-lock.json); the deployment's root. */
const SERVER = 'packages/api-server';
const serverDir = path.join(rootDir, SERVER);

/**
 * The deployment's package.json and package-lock.json, both cut from the repository's lockfile:
 * the packages the server bundle imports (dist/externals.json) and everything they need, at exactly
 * the versions installed here. No resolution and no network: `npm ci --omit=dev --offline` installs
 * it from npm's cache on a machine that ran `npm ci` in the repository.
 */
export function deploymentManifests() {
  const externals = /** @type {string[]} */ (
    JSON.parse(readFileSync(path.join(serverDir, 'dist/externals.json'), 'utf8'))
  );
  const rootLock = JSON.parse(readFileSync(path.join(rootDir, 'package-lock.json'), 'utf8'));
  const rootPackage = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  /** @type {Record<string, any>} */
  const installed = rootLock.packages;

  /** Where Node finds `name` when the package at `from` (a lockfile path) imports it. */
  const resolve = (/** @type {string} */ name, /** @type {string} */ from) => {
    for (let dir = from; ;) {
      const candidate = `${dir}/node_modules/${name}`;
      if (installed[candidate] !== undefined) return candidate;
      const cut = dir.lastIndexOf('/node_modules/');
      if (cut < 0) break;
      dir = dir.slice(0, cut);
    }
    return installed[`node_modules/${name}`] === undefined ? undefined : `node_modules/${name}`;
  };
  // packages/api-server/node_modules/x is node_modules/x once the server's folder is the root.
  const deployedAt = (/** @type {string} */ key) =>
    key.startsWith(`${SERVER}/`) ? key.slice(SERVER.length + 1) : key;

  /** @type {Record<string, any>} */
  const packages = {};
  /** @type {Record<string, string>} */
  const dependencies = {};
  /** @type {Array<{ name: string, from: string, optional: boolean }>} */
  const queue = externals.map((name) => ({ name, from: SERVER, optional: false }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const key = resolve(next.name, next.from);
    if (key === undefined) {
      // An optional dependency for another platform is not installed here, and need not be.
      if (next.optional) continue;
      throw new Error(`${next.name} (needed by ${next.from}) is not in package-lock.json`);
    }
    if (next.from === SERVER) dependencies[next.name] = installed[key].version;
    const at = deployedAt(key);
    if (packages[at] !== undefined) {
      if (packages[at].version !== installed[key].version) {
        throw new Error(`${at} is needed at ${packages[at].version} and at ${installed[key].version}`);
      }
      continue;
    }
    // Development markers do not apply to a production install.
    const { dev: _dev, devOptional: _devOptional, ...entry } = installed[key];
    packages[at] = entry;
    for (const name of Object.keys(entry.dependencies ?? {}))
      queue.push({ name, from: key, optional: false });
    for (const name of Object.keys(entry.optionalDependencies ?? {}))
      queue.push({ name, from: key, optional: true });
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      queue.push({ name, from: key, optional: entry.peerDependenciesMeta?.[name]?.optional === true });
    }
  }

  const manifest = {
    name: 'food-admin-server',
    version: rootPackage.version,
    private: true,
    description: 'The food admin API serving the admin app: `STATIC_DIR=public node server/main.js`.',
    type: 'module',
    engines: rootPackage.engines,
    scripts: { start: 'node server/main.js', admin: 'node server/admin.js' },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b))),
  };
  const lockfile = {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: manifest.name,
        version: manifest.version,
        dependencies: manifest.dependencies,
        engines: manifest.engines,
      },
      ...Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
  return { manifest, lockfile };
}

/**
 * Builds the deployable folder. `viteEnv`: the app's build settings (VITE_*).
 * @param {{ outDir: string, viteEnv?: Record<string, string>, log?: (line: string) => void }} options
 */
export function buildDeploy({ outDir, viteEnv = {}, log = () => undefined }) {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const bundled = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (bundled.status !== 0) throw new Error(`the server build failed:\n${bundled.stdout}\n${bundled.stderr}`);
  cpSync(path.join(serverDir, 'dist'), path.join(outDir, 'server'), {
    recursive: true,
    filter: (source) => !source.endsWith('externals.json'),
  });
  log(`server bundled (${seconds()})`);

  buildAdminApp(path.join(outDir, 'public'), viteEnv);
  log(`admin app built (${seconds()})`);

  const { manifest, lockfile } = deploymentManifests();
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`);
  log(`package.json and package-lock.json written: ${Object.keys(lockfile.packages).length - 1} packages`);
}

/** The VITE_* variables of this environment (a real Firebase project's settings). */
function viteEnvFromProcess() {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITE_') && value !== undefined) env[key] = value;
  }
  return env;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outFlag = process.argv.indexOf('--out');
  const outDir = path.resolve(
    outFlag >= 0 ? (process.argv[outFlag + 1] ?? 'deploy') : path.join(rootDir, 'deploy'),
  );
  try {
    buildDeploy({ outDir, viteEnv: viteEnvFromProcess(), log: (line) => console.log(line) });
    const shown = path.relative(process.cwd(), outDir) || '.';
    console.log(
      [
        `Deployable build in ${shown}:`,
        `  cd ${shown} && npm ci --omit=dev`,
        '  NODE_ENV=production DATABASE_URL=postgres://... STATIC_DIR=public node server/main.js',
        '  (docs/operations.md#deploying lists the settings)',
      ].join('\n'),
    );
  } catch (error) {
    console.error(`build:deploy failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
