import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two pages: index.html with the whole kit stylesheet (reset included), bare.html with the tokens
// and components only. Source maps let ../run.mjs check the kit came from the tarball's dist/.
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { input: { index: 'index.html', bare: 'bare.html' } },
  },
});
