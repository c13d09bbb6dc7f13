import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { appAlias } from './alias';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Build-only plugins for load performance (measured by `npm run bench:web`, see docs/performance.md).

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every text asset. The api-server serves them (@fastify/static
 * `preCompressed`) to browsers that accept them: about a third of the bytes on the wire, which
 * on a slow mobile link is most of the load time. Any static host or CDN can do the same.
 */
function precompressAssets(): Plugin {
  return {
    name: 'food-admin:precompress-assets',
    apply: 'build',
    // writeBundle, not generateBundle: only the files on disk have every placeholder filled in
    // (Vite rewrites chunk code, e.g. its preload lists, late in generateBundle).
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? fromHere('./dist');
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = await readFile(file);
        if (bytes.length < MIN_BYTES) continue;
        await writeFile(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * main.tsx imports the auth backend dynamically (so the mock-backed demo never loads Firebase),
 * which makes the browser fetch it only after the entry has run: one more round trip before the
 * first paint. A modulepreload link lets it download alongside the entry instead.
 */
function preloadBootChunks(moduleIds: string[]): Plugin {
  let base = '/';
  return {
    name: 'food-admin:preload-boot-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const files = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' &&
          output.isDynamicEntry &&
          moduleIds.some((id) => output.facadeModuleId?.endsWith(id))
            ? [output.fileName]
            : [],
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// The router plugin must run before the React plugin: it rewrites route files into lazily
// loaded chunks (autoCodeSplitting) and regenerates src/routeTree.gen.ts.
export default defineConfig({
  root: fromHere('.'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.(test|stories)\\.tsx?$',
    }),
    react(),
    // Mock mode (VITE_USE_MOCKS=1) drops the Firebase import at build time; then nothing matches.
    preloadBootChunks(['src/features/auth/firebase-auth-backend.ts']),
    precompressAssets(),
  ],
  resolve: { alias: appAlias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  // The manifest lets bench/bundle-budget.mjs (npm test) add up the JavaScript each route needs.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
