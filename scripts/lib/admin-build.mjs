// @ts-check
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startChild } from './children.mjs';

/** Everything whose change changes the built app. */
const SOURCES = [
  'packages/admin-app/src',
  'packages/admin-app/public',
  'packages/admin-app/index.html',
  'packages/admin-app/vite.config.ts',
  'packages/admin-app/package.json',
  'packages/ui/src',
  'packages/api-client/src',
  'mocks/src',
  'package-lock.json',
];
/** Written by the build itself (router plugin), so it must not make the build look stale. */
const GENERATED = new Set(['routeTree.gen.ts']);
const STAMP = '.food-admin-build.json';

/**
 * Builds packages/admin-app into its dist/ unless a build exists that is newer than every source
 * and was made with the same VITE_* settings (they are compiled into the bundle).
 * @param {{
 *   rootDir: string,
 *   viteEnv: Record<string, string>,
 *   logFile: string,
 *   onStart?: (child: import('./children.mjs').Child) => void,
 * }} options
 * @returns {Promise<{ built: boolean, reason: string, distDir: string }>}
 */
export async function ensureAdminBuild({ rootDir, viteEnv, logFile, onStart }) {
  const distDir = path.join(rootDir, 'packages/admin-app/dist');
  const reason = staleReason(rootDir, distDir, viteEnv);
  if (reason === undefined) return { built: false, reason: 'up to date', distDir };

  console.log(`Building the admin app (${reason})...`);
  const started = Date.now();
  const build = startChild({
    name: 'build',
    command: 'npm',
    args: ['run', 'build', '--workspace', '@food-admin/admin-app'],
    cwd: rootDir,
    env: viteEnv,
    // Vite lists every chunk; the console only needs the outcome, the log keeps the details.
    logFile,
  });
  onStart?.(build);
  const { code, signal } = await build.exited;
  if (code !== 0) {
    throw new Error(
      `the admin app build failed (${signal ?? `exit code ${code}`}); full log in ${logFile}\n${build.recentOutput()}`,
    );
  }
  writeFileSync(path.join(distDir, STAMP), `${JSON.stringify(viteEnv, null, 2)}\n`);
  console.log(`Built the admin app in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { built: true, reason, distDir };
}

/**
 * @param {string} rootDir
 * @param {string} distDir
 * @param {Record<string, string>} viteEnv
 * @returns {string | undefined} why a build is needed, or undefined when the existing one is good
 */
function staleReason(rootDir, distDir, viteEnv) {
  const index = path.join(distDir, 'index.html');
  const stampFile = path.join(distDir, STAMP);
  if (!existsSync(index) || !existsSync(stampFile)) return 'no previous build';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'unreadable build stamp';
  }
  if (JSON.stringify(stamp) !== JSON.stringify(viteEnv)) return 'build settings changed';
  const builtAt = statSync(stampFile).mtimeMs;
  const newestSource = Math.max(...SOURCES.map((source) => newestMtime(path.join(rootDir, source))));
  return newestSource > builtAt ? 'sources changed since the last build' : undefined;
}

/** @param {string} target */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = readdirSync(target, { withFileTypes: true });
  // A directory's own mtime records added and deleted files, but the one holding a generated
  // file also changes when the generator rewrites it, so that one is judged by its files only.
  let newest = entries.some((entry) => GENERATED.has(entry.name)) ? 0 : stat.mtimeMs;
  for (const entry of entries) {
    if (entry.name === 'node_modules' || GENERATED.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}
