// Bundles the server into dist/main.js (and the seed and admin commands into dist/seed.js and
// dist/admin.js): our workspace sources (this package and the api-client schemas) are bundled, every
// npm dependency stays external (resolved from node_modules at run time; PGlite loads its wasm from
// there). The drizzle/ migrations and PGlite's worker script are copied next to the bundle, and
// dist/externals.json names the npm packages the bundle imports: what a deployment installs
// (scripts/build-deploy.mjs).
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
const result = await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    seed: path.join(root, 'src/seed/cli.ts'),
    admin: path.join(root, 'src/cli/admin.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalizeDependencies],
  logLevel: 'warning',
  metafile: true,
});
/** `@scope/name/sub` and `name/sub` -> the package's name; Node's own modules are left out. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
// The worker script is copied as it is: its imports are read from its text.
const workerSource = await fs.readFile(path.join(root, 'src/db/pglite-worker.mjs'), 'utf8');
const workerImports = [...workerSource.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
const externals = new Set(
  [
    ...Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((imported) => imported.external)
      .map((imported) => imported.path),
    ...workerImports,
  ]
    .filter((specifier) => !specifier.startsWith('node:'))
    .map(packageName),
);
await fs.writeFile(
  path.join(outdir, 'externals.json'),
  `${JSON.stringify([...externals].sort(), null, 2)}\n`,
);
await fs.cp(path.join(root, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
// PGlite's worker thread is started from a file path, so it ships as a file next to the bundle.
await fs.cp(path.join(root, 'src/db/pglite-worker.mjs'), path.join(outdir, 'pglite-worker.mjs'));
console.log(`api-server built: ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`);
