// @ts-check
// What JavaScript a route needs, read from Vite's build manifest: the entry chunk, the modules
// every page loads (Firebase's code: at once for a visitor, once the data show for a restored
// session; counted either way), the routed app's chunk (on every page
// but the sign-in page, which runs without it), the route's lazily loaded chunks
// (TanStack Router's autoCodeSplitting makes one per route file on the route's path), and every
// chunk those import statically. Each file counts once; gzip at zlib's default level, as a
// compressing server or CDN would send it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Manifest keys loaded on every page after the entry (dynamic imports every visit makes).
 * A renamed module must fail the check loudly rather than silently shrink the figure.
 */
export const BOOT_MODULES = ['src/features/auth/firebase-provider.ts'];

/**
 * The routed app (src/boot/start-app.tsx: the router, the query cache, the route tree), a chunk of
 * its own named by vite.config.ts's chunk group: every page loads it except the sign-in pages,
 * which a visit with no session starts without it (SIGN_IN_PATHS in src/boot/start-choice.ts, which
 * boot.js and the app share; this script runs in plain Node, which cannot import TypeScript).
 */
export const ROUTED_APP_CHUNK = 'app';
export const SIGN_IN_PAGES = ['/', '/login'];

/**
 * Route files the router plugin does not split (`codeSplitGroupings: []`): their code is in the
 * routed app's chunk with the route tree. The sign-in page is the first page of most visits, which
 * runs without the router (src/boot/sign-in-app.tsx); after a sign-out it is the router's.
 */
export const UNSPLIT_ROUTES = ['src/routes/login.tsx'];

/**
 * @typedef {{ file: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 * @typedef {{ route: string, files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }} RouteBundle
 */

/** @param {string} distDir */
export function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return /** @type {Record<string, ManifestChunk>} */ (JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`no Vite manifest at ${file} (build with build.manifest: true or --manifest)`, {
      cause: error,
    });
  }
}

/**
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string} key
 * @param {Set<string>} seen manifest keys already collected
 */
function collectStatic(manifest, key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, seen);
}

/**
 * @param {string} distDir a Vite build with .vite/manifest.json
 * @param {string} route one of allRouteFiles' keys (every page: '/login', '/admin/users')
 * @returns {RouteBundle}
 */
export function routeBundle(distDir, route) {
  const manifest = readManifest(distDir);
  const routeFiles = allRouteFiles(manifest)[route];
  if (!routeFiles) throw new Error(`no route files listed for ${route}`);
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const seen = new Set();
  collectStatic(manifest, /** @type {[string, ManifestChunk]} */ (entries[0])[0], seen);
  for (const key of BOOT_MODULES) collectStatic(manifest, key, seen);
  if (!SIGN_IN_PAGES.includes(route)) collectStatic(manifest, routedAppKey(manifest), seen);
  for (const routeFile of routeFiles) {
    // The router plugin splits one route file into chunks keyed `<file>?tsr-split=<parts>`.
    const split = Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?`));
    const isUnsplit = split.length === 0;
    if (isUnsplit !== UNSPLIT_ROUTES.includes(routeFile) && !routeFile.endsWith('route.tsx')) {
      throw new Error(
        isUnsplit
          ? `no chunk for ${routeFile} in the manifest: is the route file renamed?`
          : `${routeFile} has chunks of its own, but UNSPLIT_ROUTES says it is not split`,
      );
    }
    for (const key of split) collectStatic(manifest, key, seen);
  }
  return measure(distDir, manifest, route, [...seen]);
}

const ROUTES_DIR = 'src/routes/';

/**
 * The manifest key of the routed app's chunk (a chunk group's: `_app-<hash>.js`, named, no source).
 * @param {Record<string, ManifestChunk>} manifest
 */
function routedAppKey(manifest) {
  const keys = Object.keys(manifest).filter(
    (key) => manifest[key]?.name === ROUTED_APP_CHUNK && key.startsWith('_'),
  );
  if (keys.length !== 1) throw new Error(`expected one "${ROUTED_APP_CHUNK}" chunk, found ${keys.length}`);
  return /** @type {string} */ (keys[0]);
}

/**
 * Every page of the app and the route files on its path, read from the manifest's keys: a page is
 * a route file that is not a layout (`route.tsx`) or the root; its path drops pathless folders
 * (`_authenticated`), `index` and turns the flat-route dots of `$id.edit` into slashes, as
 * TanStack Router's file naming does. The layouts of its folders come first.
 * @param {Record<string, ManifestChunk>} manifest
 * @returns {Record<string, string[]>}
 */
export function allRouteFiles(manifest) {
  const files = new Set(
    [...Object.keys(manifest), ...UNSPLIT_ROUTES]
      .map((key) => key.split('?')[0] ?? key)
      .filter((key) => key.startsWith(ROUTES_DIR) && key.endsWith('.tsx')),
  );
  /** @type {Record<string, string[]>} */
  const routes = {};
  for (const file of [...files].sort()) {
    const parts = file.slice(ROUTES_DIR.length, -'.tsx'.length).split('/');
    const name = /** @type {string} */ (parts.pop());
    if (name === 'route' || name === '__root') continue;
    const layouts = parts
      .map((_, index) => `${ROUTES_DIR}${parts.slice(0, index + 1).join('/')}/route.tsx`)
      .filter((layout) => files.has(layout));
    const segments = [...parts, ...name.split('.')].filter(
      (segment) => !segment.startsWith('_') && segment !== 'index',
    );
    routes[`/${segments.join('/')}`] = [...layouts, file];
  }
  return routes;
}

/**
 * Code the app loads on demand outside the route tree (the dashboard's charts, the palette, the
 * French and Arabic catalogs, dialogs opened by a click): every dynamic import target that is not
 * a route file, with what it costs on top of the entry (its chunk and the chunks it imports that
 * the entry does not hold).
 * @param {string} distDir
 * @returns {RouteBundle[]}
 */
export function lazyBundles(distDir) {
  const manifest = readManifest(distDir);
  const entryKey = /** @type {[string, ManifestChunk]} */ (
    Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  )[0];
  const inEntry = new Set();
  collectStatic(manifest, entryKey, inEntry);
  const appKey = routedAppKey(manifest);
  // What a signed-in page has loaded before anything it asks for on demand.
  const withApp = new Set(inEntry);
  collectStatic(manifest, appKey, withApp);
  // Asked for by the sign-in page too (the entry loads it on demand): its cost is on top of the
  // entry alone; anything else only the routed app asks for.
  const fromEntry = new Set(manifest[entryKey]?.dynamicImports ?? []);
  const targets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  return [...targets]
    .filter((key) => !key.startsWith(ROUTES_DIR) && !inEntry.has(key) && !BOOT_MODULES.includes(key))
    .sort()
    .map((key) => {
      const seen = new Set();
      collectStatic(manifest, key, seen);
      const loaded = fromEntry.has(key) ? inEntry : withApp;
      // A chunk group's key has its hash (`_contract-Ab12cd3.js`): named by the group instead.
      const name = key.startsWith('_') ? `chunk group ${manifest[key]?.name}` : key;
      return measure(
        distDir,
        manifest,
        `lazy ${name}`,
        [...seen].filter((chunk) => !loaded.has(chunk)),
      );
    });
}

/**
 * @param {string} distDir
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string} route
 * @param {string[]} keys
 * @returns {RouteBundle}
 */
function measure(distDir, manifest, route, keys) {
  const files = keys
    .map((key) => /** @type {ManifestChunk} */ (manifest[key]).file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(path.join(distDir, file));
      return { file, raw: content.length, gzip: gzipSync(content).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return {
    route,
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
