// Bundles the server into dist/main.js: our workspace sources (this package and the api-client
// schemas) are bundled, every npm dependency stays external (resolved from node_modules at run
// time; PGlite loads its wasm from there). The drizzle/ migrations and PGlite's worker script are
// copied next to the bundle.
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

/** Bare imports are external unless they are one of our workspace packages (TypeScript sources). */
const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@food-admin/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await fs.rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), seed: path.join(root, 'src/seed/cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalizeDependencies],
  logLevel: 'warning',
});
await fs.cp(path.join(root, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
// PGlite's worker thread is started from a file path, so it ships as a file next to the bundle.
await fs.cp(path.join(root, 'src/db/pglite-worker.mjs'), path.join(outdir, 'pglite-worker.mjs'));
console.log(`api-server built: ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`);
