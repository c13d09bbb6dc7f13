import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  createServer,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
} from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { appAlias } from './alias';
import { bootScripts } from './src/boot/build/boot-scripts';
import { closureChunkGroups } from './src/boot/build/chunk-groups';
import { routeChunksAtBoot } from './src/boot/build/route-chunks';

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
 * Marks the app's scripts (the entry and every modulepreload) `fetchpriority="low"`: they must not
 * hold back the stylesheet and boot.js, which the frame in index.html needs for its first paint.
 * Nothing else competes, so they still start downloading at once. (Lighthouse also counts a
 * high-priority script that finished before the first paint as blocking it, although the frame
 * needs none of them: docs/performance.md#start-up.)
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'food-admin:low-priority-scripts',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * Writes the page's frame (src/boot/boot-frame.tsx: header, sidebar room, a spinner, footer) into
 * index.html, rendered with the same kit components as the app's first screen. A phone on a slow
 * network then paints it as soon as the HTML and the stylesheet arrive, rather than after the
 * JavaScript has downloaded and run: the first paint went from about 2.9 s to about 1 s on
 * Lighthouse's mobile profile (docs/performance.md#start-up). React replaces it on its first render.
 */
function prerenderBootFrame(): Plugin {
  const marker = '<!--boot-frame-->';
  return {
    name: 'food-admin:prerender-boot-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(marker)) throw new Error(`index.html has no ${marker} inside #root`);
        // A throwaway dev server just to load the TSX module with the app's aliases (Vite's SSR).
        const server = await createServer({
          configFile: false,
          root: fromHere('.'),
          logLevel: 'error',
          resolve: { alias: appAlias },
          ssr: { resolve: { conditions: ['@food-admin/source', ...defaultServerConditions] } },
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderBootFrame } = (await server.ssrLoadModule('/src/boot/boot-frame.tsx')) as {
            renderBootFrame: () => Promise<string>;
          };
          return html.replace(marker, await renderBootFrame());
        } finally {
          await server.close();
        }
      },
    },
  };
}

// The routed app (router, query cache, route tree), which the sign-in page alone does not load,
// and the endpoint table with the schemas only it and the routes use: one chunk each on the pages
// that load them, rather than a dozen small ones shared with the lazy routes
// (docs/performance.md#sign-in-entry).
const chunkGroups = closureChunkGroups([
  // The API's error and field codes with the texts they map (a small chunk of their own): the
  // French and Arabic texts read them on the sign-in page, which does not load the endpoint table.
  { name: 'error-codes', module: 'api-client/src/contract/error-codes.ts', stopAt: 'lazy' },
  { name: 'contract', module: 'api-client/src/contract/core-endpoints.ts', stopAt: 'lazy' },
  { name: 'app', module: 'src/boot/start-app.tsx', stopAt: 'entry-and-its-lazy-parts' },
]);

/** A feature's public index.ts (src/features/<area>/index.ts). */
const FEATURE_INDEX = /\/src\/features\/[^/]+\/index\.ts$/;

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
    chunkGroups.plugin,
    // /boot.js and /intl-warm.js, built from src/boot's TypeScript (src/boot/README.md).
    bootScripts(),
    prerenderBootFrame(),
    routeChunksAtBoot({
      eager: ['src/features/dashboard/charts/trend-charts.tsx'],
      session: ['src/shared/layout/signed-in-chrome.tsx', 'api-client/src/contract/core-endpoints.ts'],
      // Firebase's code: a visitor's page needs it to sign in; a restored session loads it once
      // the page's data show (src/features/auth/firebase-auth-backend.ts).
      visitor: ['src/features/auth/firebase-provider.ts'],
      // Every page but the sign-in page of a visitor with no session needs the routed app
      // (src/boot/start-choice.ts, compiled into boot.js, says which).
      app: ['src/boot/start-app.tsx'],
    }),
    lowPriorityScripts(),
    precompressAssets(),
  ],
  resolve: {
    alias: appAlias,
    // The kit's TypeScript sources (packages/ui/package.json exports), not its built dist/.
    conditions: ['@food-admin/source', ...defaultClientConditions],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  // The manifest lets bench/bundle-budget.mjs (npm test) add up the JavaScript each route needs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports what other features may use (lint holds it to that;
      // docs/architecture.md#app-folders). Said to have no side effects, it leaves no chunk behind:
      // an importer gets the modules whose exports it uses, as if it had imported them directly,
      // rather than a re-export chunk that loads the others too.
      treeshake: {
        moduleSideEffects: (id) => (FEATURE_INDEX.test(id) ? false : undefined),
      },
      output: {
        // Everything the entry imports statically goes in one chunk with it, not in a dozen
        // small shared chunks (automatic splitting's way, for the lazy routes that also use them):
        // a phone on HTTP/1.1 opens six connections and pays a round trip per file
        // (docs/performance.md#fewer-files). The lazy routes import the shared parts from it.
        // The routed app (router, query cache, route tree), which the sign-in page alone does not
        // load, is one more chunk on every other page (docs/performance.md#sign-in-entry).
        codeSplitting: {
          groups: [{ name: 'boot', tags: ['$initial'], priority: 10 }, ...chunkGroups.groups],
        },
        // Seven hash characters, not eight: the entry names every lazy chunk it may load (the route
        // tree's imports and their preload lists); the fewest the bundler accepts for ~65 chunks.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
});
