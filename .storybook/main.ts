import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { appAlias } from '../packages/admin-app/alias';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/admin-app/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // The admin app's public dir holds the one copy of mockServiceWorker.js (its demo mode uses it too);
  // it is served next to iframe.html, so a relative worker URL works wherever the static build is hosted.
  staticDirs: ['../packages/admin-app/public'],
  core: { disableTelemetry: true },
  // The admin app's `@/` import alias (packages/admin-app/alias.ts), and the kit's TypeScript
  // sources (its `@food-admin/source` export condition) rather than its built dist/.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { alias: appAlias, conditions: ['@food-admin/source', ...defaultClientConditions] },
    }),
};

export default config;
