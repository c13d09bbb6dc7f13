import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
