// The kit as another app gets it (`npm run test:kit`, part of `npm test`): build it, pack it, install
// the tarball into a fresh Vite + React + TypeScript app in a temporary folder, type-check and build
// that app, then use it in Chromium. Offline: the app's other packages are links to the
// workspace's node_modules. Exits non-zero on any failure. See docs/ui-kit.md#installing-from-the-tarball.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { runBrowserChecks } from './browser.mjs';
import { assert, assertEqual, check, failed, step } from './report.mjs';
import {
  bareImports,
  danglingMapSources,
  exportProblems,
  extract,
  listFiles,
  packKit,
  packageOf,
  unlayeredStatements,
} from './tarball.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const workspaceModules = path.join(repoRoot, 'node_modules');
const require = createRequire(import.meta.url);

const work = mkdtempSync(path.join(tmpdir(), 'food-admin-kit-consumer-'));
const app = path.join(work, 'app');
const kit = path.join(app, 'node_modules/@food-admin/ui');

/**
 * The app's node_modules: the kit from the tarball, everything else a link to the workspace's
 * installed package (never the workspace's own @food-admin packages, nor its caches).
 */
function linkWorkspaceModules() {
  for (const name of readdirSync(workspaceModules)) {
    if (name.startsWith('.') || name === '@food-admin') continue;
    symlinkSync(path.join(workspaceModules, name), path.join(app, 'node_modules', name));
  }
}

/** Runs a command quietly; its output becomes the error's message if it fails. */
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, {
      cause: error,
    });
  }
}

/** Builds and packs the kit, then makes the app: the template, the tarball and the links. */
async function prepare() {
  await step('Building the kit (npm run build -w @food-admin/ui)', () =>
    run('npm', ['run', 'build', '-w', '@food-admin/ui'], repoRoot),
  );
  const tarball = await step('Packing it (npm pack -w @food-admin/ui)', () => packKit(repoRoot, work));
  console.log(`  ${path.basename(tarball)}`);
  cpSync(path.join(here, 'app'), app, { recursive: true });
  mkdirSync(path.join(app, 'node_modules'));
  extract(tarball, kit);
  linkWorkspaceModules();
}

/** What the tarball holds, before any app uses it. */
async function checkTarball() {
  const files = listFiles(kit);
  const pkg = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8'));
  const read = (file) => readFileSync(path.join(kit, file), 'utf8');
  console.log(`\nThe tarball (${files.length} files)`);

  await check('package.json exports resolve to files inside the tarball', () => {
    assertEqual(exportProblems(pkg, files), [], 'exports');
    return 'the @food-admin/source condition aside: monorepo only';
  });
  await check('ships dist/ and no sources', () => {
    assert(
      files.includes('./dist/index.js') && files.includes('./dist/index.d.ts'),
      'no dist/index.js or .d.ts',
    );
    assertEqual(
      files.filter((file) => file.startsWith('./src/')),
      [],
      'files from src/',
    );
  });
  await check("ships the kit's French and Arabic texts (@food-admin/ui/strings/fr, /ar)", async () => {
    for (const [locale, previous] of [
      ['fr', 'Précédent'],
      ['ar', 'السابق'],
    ]) {
      const { kitStrings } = await import(path.join(kit, 'dist', `strings-${locale}.js`));
      assertEqual(kitStrings.previous, previous, `${locale} previous`);
    }
    return 'each a module of its own';
  });
  await check('dist/index.js starts with the "use client" directive', () =>
    assert(/^['"]use client['"];/.test(read('./dist/index.js')), 'no directive'),
  );
  await check('dist/ JavaScript imports only declared dependencies and peer dependencies', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
    const imported = files.filter((file) => file.endsWith('.js')).flatMap((file) => bareImports(read(file)));
    assertEqual(
      imported.filter((specifier) => !declared.has(packageOf(specifier))),
      [],
      'undeclared imports',
    );
    return `${new Set(imported).size} packages and subpaths, none bundled`;
  });
  await check('source maps carry their sources or point at shipped files', () => {
    const maps = files.filter((file) => file.endsWith('.map'));
    const dangling = maps.flatMap((map) =>
      danglingMapSources(kit, map, files).map((source) => `${map}: ${source}`),
    );
    assertEqual(dangling, [], 'dangling sources');
    return `${maps.length} map(s)`;
  });
  await check('every rule of every CSS entry is in a kit layer', () => {
    const css = files.filter((file) => file.endsWith('.css'));
    assertEqual(css.length, 4, 'CSS files');
    const outside = css.flatMap((file) => unlayeredStatements(read(file)).map((rule) => `${file}: ${rule}`));
    assertEqual(outside, [], 'unlayered');
  });
}

/** The consumer app: resolves the tarball, type-checks, builds. Returns whether it built. */
async function checkApp() {
  console.log('\nThe consumer app');
  await check('@food-admin/ui resolves to the extracted tarball', () => {
    const resolved = createRequire(path.join(app, 'package.json')).resolve('@food-admin/ui/package.json');
    assertEqual(resolved, path.join(kit, 'package.json'), 'resolved');
  });
  await check('tsc --noEmit (skipLibCheck: false) passes, with the kit types from dist/', () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const output = run(process.execPath, [tsc, '-p', 'tsconfig.json', '--listFiles'], app);
    assert(output.includes(path.join(kit, 'dist/index.d.ts')), 'the kit types are not from the tarball');
    assert(!output.includes(path.join('packages', 'ui', 'src')), 'the kit sources were checked');
  });
  let built = false;
  await check('vite build passes, bundling the kit from the tarball', async () => {
    await build({ root: app, configFile: path.join(app, 'vite.config.ts') });
    built = true;
    const maps = readdirSync(path.join(app, 'dist/assets')).filter((file) => file.endsWith('.js.map'));
    const sources = maps.flatMap(
      (map) => JSON.parse(readFileSync(path.join(app, 'dist/assets', map), 'utf8')).sources,
    );
    assert(
      sources.some((source) => source.endsWith('node_modules/@food-admin/ui/dist/index.js')),
      'no kit',
    );
    assert(!sources.some((source) => source.includes('packages/ui/src')), 'the kit sources were bundled');
  });
  return built;
}

/** Serves the built app (vite preview) for the browser checks. */
async function checkInBrowser() {
  const server = await preview({
    root: app,
    configFile: path.join(app, 'vite.config.ts'),
    preview: { port: 0, host: '127.0.0.1' },
  });
  try {
    await runBrowserChecks(server.resolvedUrls.local[0].replace(/\/$/, ''));
  } finally {
    await server.close();
  }
}

async function main() {
  const started = Date.now();
  await prepare();
  await checkTarball();
  if (await checkApp()) await checkInBrowser();
  console.log(`\n${failed() ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (failed()) process.exitCode = 1;
  // Kept after a failure, to look at.
  if (process.exitCode) console.log(`The consumer app is in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}
