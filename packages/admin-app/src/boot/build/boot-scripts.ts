// The page's classic scripts, built from TypeScript: /boot.js (boot-script.ts, before the first
// paint) and /intl-warm.js (intl-warm.ts, the Intl worker). Each is one small IIFE with the app's
// own rules and storage keys compiled in, so it cannot drift from the app as a hand-written copy
// could. The build writes them next to index.html; the dev server builds them on request.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';
import { appAlias } from '../../../alias';

/** The app's folder (packages/admin-app), with a trailing separator. */
const APP_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** Each script by the name it is served under (at the base URL), with its source. */
export const BOOT_SCRIPTS = {
  'boot.js': 'src/boot/boot-script.ts',
  'intl-warm.js': 'src/boot/intl-warm.ts',
} as const;

export type BootScriptName = keyof typeof BOOT_SCRIPTS;

export type BuiltScript = {
  code: string;
  /** Every source file the script was built from (the dev server builds it again when one changes). */
  files: string[];
};

/**
 * Builds one script: a classic script (an IIFE, which needs no module loader and runs in index.html's
 * head or as a worker), ES2017, minified. `base` is the app's base URL (import.meta.env.BASE_URL).
 *
 * The scripts import modules of the app that also hold code they do not use (a storage key next to
 * its readers, the language list in the contract's barrel): only what they use is kept. The
 * imported modules' own top-level code is not run (moduleSideEffects: false: a script takes values
 * and functions from them, nothing else), a barrel's unused re-exports are not even read
 * (lazyBarrel), and a regular expression built but never used is dropped (valibot's, under the
 * contract's language list).
 */
export async function buildBootScript(name: BootScriptName, { base = '/' } = {}): Promise<BuiltScript> {
  const output = await build({
    configFile: false,
    root: APP_DIR,
    base,
    logLevel: 'warn',
    publicDir: false,
    envDir: false,
    resolve: { alias: appAlias, conditions: ['@food-admin/source', ...defaultClientConditions] },
    build: {
      write: false,
      target: 'es2017',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: {
        entry: path.join(APP_DIR, BOOT_SCRIPTS[name]),
        formats: ['iife'],
        name: 'foodAdminBoot',
        fileName: () => name,
      },
      rolldownOptions: {
        experimental: { lazyBarrel: true },
        treeshake: { moduleSideEffects: false, manualPureFunctions: ['RegExp'] },
      },
    },
  });
  const bundles = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = bundles.flatMap((bundle) => bundle.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${name}: expected one script, the build made ${chunks.length}`);
  const [chunk] = chunks as [Rolldown.OutputChunk];
  // Nothing of React or the kit's components: the script runs before the first paint.
  if (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/](react|react-dom)[\\/]/.test(id)))
    throw new Error(`${name} takes in React: import its rules from modules without components`);
  return { code: chunk.code, files: chunk.moduleIds.filter((id) => path.isAbsolute(id)) };
}

/** How index.html names the page's first script (its source, before the base URL is applied). */
export const BOOT_SCRIPT_TAG = '<script src="/boot.js"></script>';
const BOOT_SCRIPT_MARK = '<!--boot-script-->';

/**
 * Serves the scripts in development and writes them into the build, under the base URL:
 * index.html names /boot.js; boot.js starts /intl-warm.js. Vite's own HTML step would warn about a
 * classic script it cannot bundle, and leave its address without the base: the tag is taken out
 * before that step and put back, under the base URL, after it.
 */
export function bootScripts(): Plugin[] {
  let base = '/';
  const built = new Map<BootScriptName, Promise<BuiltScript>>();
  const script = (name: BootScriptName) => {
    let pending = built.get(name);
    if (!pending) {
      pending = buildBootScript(name, { base });
      built.set(name, pending);
      // A failed build (a syntax error being typed) is tried again on the next request.
      pending.catch(() => built.delete(name));
    }
    return pending;
  };
  const isScript = (name: string): name is BootScriptName => Object.hasOwn(BOOT_SCRIPTS, name);
  const names = Object.keys(BOOT_SCRIPTS).filter(isScript);
  return [
    {
      name: 'food-admin:boot-scripts',
      configResolved(config) {
        base = config.base;
      },
      configureServer(server) {
        // A change to a file a script is built from: built again when next asked for.
        server.watcher.on('all', (_event, file) => {
          for (const [name, pending] of built) {
            pending.then(
              ({ files }) => files.includes(path.resolve(file)) && built.delete(name),
              () => undefined,
            );
          }
        });
        // Before Vite's own middlewares, which would answer index.html for an unknown path.
        server.middlewares.use((request, response, next) => {
          const pathname = request.url?.split('?')[0] ?? '';
          const name = pathname.startsWith(base) ? pathname.slice(base.length) : '';
          if (!isScript(name)) return next();
          script(name).then(({ code }) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          }, next);
        });
      },
      buildStart() {
        // Built alongside the app's own code (again on each rebuild of a watching build); collected
        // when the bundle is written.
        built.clear();
        for (const name of names) void script(name).catch(() => undefined);
      },
      async generateBundle() {
        for (const name of names) {
          const { code, files } = await script(name);
          for (const file of files) this.addWatchFile(file);
          this.emitFile({ type: 'asset', fileName: name, source: code });
        }
      },
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          if (!html.includes(BOOT_SCRIPT_TAG)) throw new Error(`index.html has no ${BOOT_SCRIPT_TAG}`);
          return html.replace(BOOT_SCRIPT_TAG, BOOT_SCRIPT_MARK);
        },
      },
    },
    {
      name: 'food-admin:boot-scripts-tag',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => html.replace(BOOT_SCRIPT_MARK, `<script src="${base}boot.js"></script>`),
      },
    },
  ];
}
