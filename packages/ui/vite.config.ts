import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));

// Dependencies and peer dependencies stay imports in the output (subpaths too, e.g.
// react/jsx-runtime): the host app's bundler resolves and dedupes them, and one React is shared.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library build: ESM and one stylesheet per CSS export of package.json (styles.css is all of them).
 * Declarations come from tsconfig.build.json.
 */
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Each stylesheet is its own entry, so host apps import the ones they want explicitly.
    cssCodeSplit: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        // The kit's French and Arabic texts: entries of their own, so an app loads one when needed.
        'strings-fr': 'src/strings/locales/fr.ts',
        'strings-ar': 'src/strings/locales/ar.ts',
        styles: 'src/styles/index.css',
        tokens: 'src/styles/tokens.css',
        components: 'src/styles/components.css',
        reset: 'src/styles/reset.css',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      // Every component uses hooks or event handlers: in a React Server Components host (Next.js
      // app router) the kit must be a client module. Bundling drops directives from the sources,
      // so the output states it once at the top of each chunk.
      output: { banner: "'use client';" },
    },
  },
});
