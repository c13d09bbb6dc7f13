import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));

// Dependencies stay imports in the output: the host app's bundler resolves (and dedupes) them.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/** Library build: ESM + the one stylesheet (dist/styles.css). Declarations come from tsconfig.build.json. */
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The stylesheet is its own entry (dist/styles.css), so host apps import it once explicitly.
    cssCodeSplit: true,
    lib: {
      entry: { index: 'src/index.ts', styles: 'src/styles/index.css' },
      formats: ['es'],
    },
    rollupOptions: { external: isExternal },
  },
});
