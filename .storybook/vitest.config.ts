import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../chromium.config';

const dirname = fileURLToPath(new URL('.', import.meta.url));

// Story tests: every story renders in Debian's Chromium, runs its play function and the a11y checks.
export default defineProject({
  plugins: [storybookTest({ configDir: dirname })],
  // Pre-bundle every dependency the stories import, so Vite never re-optimizes mid-run (which
  // reloads the page and fails the running story with "Failed to fetch dynamically imported module").
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-avatar',
      '@radix-ui/react-checkbox',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-label',
      '@radix-ui/react-select',
      '@radix-ui/react-slot',
      '@radix-ui/react-switch',
      '@tanstack/react-table',
      '@tanstack/react-query',
      '@tanstack/react-router',
      '@tanstack/react-form',
      'clsx',
      'cmdk',
      'lucide-react',
      'valibot',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'firebase/app',
      'firebase/auth',
      '@storybook/addon-docs > @storybook/react-dom-shim',
    ],
  },
  test: {
    name: 'stories',
    setupFiles: [`${dirname}/vitest.setup.ts`],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
