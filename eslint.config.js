// Flat config: typescript-eslint (type-aware), React hooks, TanStack Query and Storybook rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * One `no-restricted-imports` block per area: `packages` are forbidden module names, `paths` forbidden
 * relative or aliased paths. A later block for a sub-folder repeats what it keeps from its parent,
 * because flat config replaces a rule's options rather than merging them.
 */
function boundaries(areas) {
  return Object.entries(areas).map(([files, { packages, paths, reason }]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: packages, message: `Import boundary: ${reason}.` },
            { group: paths, message: `Import boundary: ${reason}.` },
          ],
        },
      ],
    },
  }));
}

/**
 * The admin app's folders (docs/architecture.md#app-folders), lowest first: `lib` and `i18n` (the
 * session, the API wiring, helpers, the message catalogs); `shared` (what several features use:
 * forms, lists, layout, feedback, live updates, history, uploads); `features/<area>` (one area's
 * screens, reads and mutations); `app`, `boot` and `routes`, which put the features together. lib
 * and i18n import none of the others, shared imports no feature (nor app, boot or routes), and a
 * feature imports another only through that feature's public `index.ts` (`@/features/<area>`).
 */
/** The API's decimal amount fields (numbers in JSON), and local names that hold one. */
const DECIMAL_AMOUNT_FIELDS = new Set(['price', 'unitPrice', 'subtotal', 'deliveryFee', 'total', 'revenue']);
const DECIMAL_AMOUNT_NAMES = new Set(['price', 'unitPrice', 'subtotal', 'deliveryFee', 'revenue']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%', '+=', '-=', '*=', '/=', '%=']);
/** A decimal amount used in arithmetic: `order.total + fee`, `price * quantity`, `sum += dish.price`. */
const noFloatMoneyArithmetic = {
  meta: {
    type: 'problem',
    messages: {
      float:
        'Amounts are exact cents: compute with the *Minor fields and sumMinor / timesMinor, not "{{name}}" (docs/api.md#money).',
    },
    schema: [],
  },
  create(context) {
    const amountName = (node) => {
      if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
        return DECIMAL_AMOUNT_FIELDS.has(node.property.name) ? node.property.name : undefined;
      if (node.type === 'Identifier') return DECIMAL_AMOUNT_NAMES.has(node.name) ? node.name : undefined;
      return undefined;
    };
    const check = (node) => {
      if (!ARITHMETIC.has(node.operator)) return;
      for (const side of [node.left, node.right]) {
        const name = amountName(side);
        if (name !== undefined) context.report({ node: side, messageId: 'float', data: { name } });
      }
    };
    return { BinaryExpression: check, AssignmentExpression: check };
  },
};

const APP_SRC = 'packages/admin-app/src';
const FEATURES = readdirSync(`${import.meta.dirname}/${APP_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const APP_FOLDERS_DOC = 'docs/architecture.md#app-folders';
const APP_LAYERS = [
  {
    target: [`${APP_SRC}/lib`, `${APP_SRC}/i18n`],
    from: ['shared', 'features', 'app', 'boot', 'routes'].map((folder) => `${APP_SRC}/${folder}`),
    message: `lib/ and i18n/ are the app's foundation and import nothing above them (${APP_FOLDERS_DOC}).`,
  },
  {
    target: `${APP_SRC}/shared`,
    from: ['features', 'app', 'boot', 'routes'].map((folder) => `${APP_SRC}/${folder}`),
    message: `shared/ is used by the features and knows none of them (${APP_FOLDERS_DOC}).`,
  },
  ...FEATURES.map((feature) => ({
    target: `${APP_SRC}/features/${feature}`,
    from: `${APP_SRC}/features`,
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: `Another feature is imported through its public index.ts (\`@/features/<area>\`), not its files (${APP_FOLDERS_DOC}).`,
  })),
];

/** Props whose value a reader sees or hears. */
const TEXT_PROPS =
  '/^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|hint|description|heading|message|emptyText|[a-z]+(Label|Text|Title|Message|Description))$/';

/** The code whose JSX the catalog rule checks: the app and the kit (docs/architecture.md#i18n). */
const I18N_CHECKED = ['packages/admin-app/src/**/*.tsx', 'packages/ui/src/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/.data/**',
      '**/mockServiceWorker.js',
      '**/routeTree.gen.ts',
      'packages/api-server/drizzle/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      // Scratch scripts (gitignored), never part of the product or a clean clone.
      '.diag/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/admin-app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Money is exact (docs/api.md#money): the API's decimal amount fields are shown, never added,
  // subtracted or multiplied; arithmetic goes through the *Minor cents (sumMinor, timesMinor).
  // No plugin knows our field names, hence this small rule.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'mocks/src/**/*.ts'],
    plugins: { money: { rules: { 'no-float-arithmetic': noFloatMoneyArithmetic } } },
    rules: { 'money/no-float-arithmetic': 'error' },
  },
  // User-visible text goes through the message catalog (docs/architecture.md#i18n): no letters in
  // JSX text, in a text-carrying prop given as a literal, or in a literal or template inside JSX.
  // Stories and tests may speak English.
  {
    files: I18N_CHECKED,
    // Storybook's documentation pages (packages/ui/src/docs) are written in English only.
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/test/**', 'packages/ui/src/docs/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXText[value=/\\p{L}/u]',
          `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=/\\p{L}/u]`,
          'JSXExpressionContainer > Literal[value=/\\p{L}/u]',
          `JSXAttribute[name.name=${TEXT_PROPS}] TemplateElement[value.raw=/\\p{L}/u]`,
          'JSXElement > JSXExpressionContainer TemplateElement[value.raw=/\\p{L}/u]',
        ].map((selector) => ({
          selector,
          message:
            'User-visible text comes from the message catalog: useT(messages) (docs/architecture.md#i18n).',
        })),
      ],
    },
  },
  // Boundaries: imports flow one way, app -> ui and api-client; the kit and the contract know nothing
  // of the app, the server or the mocks; the server knows nothing of the front end
  // (docs/architecture.md#boundaries). A breach is a lint error, not a review comment.
  ...boundaries({
    'packages/api-client/src/**': {
      packages: ['@food-admin/*', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'firebase-admin', 'msw'],
      reason: 'the contract depends on nothing of ours and on no runtime (React only through ./query)',
      paths: ['**/api-server/**', '**/admin-app/**', '**/ui/**', '**/mocks/**'],
    },
    'packages/ui/src/**': {
      packages: [
        '@food-admin/admin-app',
        '@food-admin/api-server',
        '@food-admin/api-client',
        '@food-admin/mocks',
        '@tanstack/react-query',
        '@tanstack/react-router',
        'firebase',
        'firebase/*',
      ],
      reason: 'the kit is data-agnostic: props in, callbacks out, installable by any app',
      paths: ['**/admin-app/**', '**/api-server/**', '**/api-client/**', '**/mocks/**'],
    },
    'packages/api-server/src/**': {
      packages: ['@food-admin/ui', '@food-admin/admin-app', '@food-admin/mocks', 'react', 'react-dom', 'msw'],
      reason: 'the server never imports front-end code',
      paths: ['**/ui/**', '**/admin-app/**', '**/mocks/**'],
    },
    'mocks/src/**': {
      packages: ['@food-admin/api-server', '@food-admin/admin-app', '@food-admin/ui'],
      reason: 'the mocks stand in for the server and know only the contract',
      paths: ['**/api-server/**', '**/admin-app/**', '**/ui/**'],
    },
    'packages/admin-app/src/**': {
      packages: ['@food-admin/api-server', 'drizzle-orm', 'fastify', 'firebase-admin', 'pg'],
      reason: 'the app reaches the server only over HTTP through the api-client',
      paths: ['**/api-server/**'],
    },
    'packages/admin-app/src/features/**': {
      packages: ['@food-admin/api-server', 'drizzle-orm', 'fastify', 'firebase-admin', 'pg'],
      reason: 'features are used by routes, never the other way round',
      paths: ['**/api-server/**', '**/routes/**', '@/routes/*'],
    },
  }),
  // No import cycles in the code that runs (docs/architecture.md#boundaries): a cycle makes a
  // module's exports undefined while another of the cycle still loads, and ties features together.
  // Type-only imports leave no trace at run time and are not counted.
  {
    files: [
      'packages/admin-app/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/api-client/src/**/*.ts',
      'packages/api-server/src/**/*.ts',
      'mocks/src/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // The extensions and parser the rule reads the imported files with (the plugin's TypeScript
      // preset), and a resolver that knows each package's paths (`@/` in the app).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'mocks/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // lib, i18n and shared import nothing above them, and features each other only through a public
  // index.ts (APP_LAYERS above). Type-only imports count too: they tie the folders together as much.
  {
    files: [`${APP_SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: APP_LAYERS }],
    },
  },
  // A feature's index.ts only re-exports (`export { x } from './file'`): the build takes it to have
  // no side effects (packages/admin-app/vite.config.ts), so code of its own there could be dropped.
  {
    files: [`${APP_SRC}/features/*/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: `A feature's index.ts only re-exports what other features may use (${APP_FOLDERS_DOC}).`,
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...storybook.configs['flat/recommended'],
);
