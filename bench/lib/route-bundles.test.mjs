// @ts-check
import { describe, expect, it } from 'vitest';
import { budgetVerdict } from '../bundle-budget.mjs';
import { allRouteFiles } from './route-bundles.mjs';

describe('allRouteFiles', () => {
  it('finds every page with the layouts on its path, named as the router names its URL', () => {
    /** @type {Record<string, { file: string }>} */
    const manifest = Object.fromEntries(
      [
        'src/main.tsx',
        'src/routes/__root.tsx',
        'src/routes/index.tsx?tsr-split=component',
        'src/routes/_authenticated/route.tsx',
        'src/routes/_authenticated/admin/route.tsx?tsr-split=component',
        'src/routes/_authenticated/admin/users.tsx?tsr-split=component',
        'src/routes/_authenticated/admin/menus/route.tsx',
        'src/routes/_authenticated/admin/menus/$menuId/dishes/$dishId.edit.tsx?tsr-split=component',
        'src/routes/_authenticated/admin/menus/index.tsx?tsr-split=component',
      ].map((key) => [key, { file: `assets/${key}.js` }]),
    );
    expect(allRouteFiles(manifest)).toEqual({
      '/': ['src/routes/index.tsx'],
      // The sign-in route is not split (UNSPLIT_ROUTES), so it has no key of its own.
      '/login': ['src/routes/login.tsx'],
      '/admin/users': [
        'src/routes/_authenticated/route.tsx',
        'src/routes/_authenticated/admin/route.tsx',
        'src/routes/_authenticated/admin/users.tsx',
      ],
      '/admin/menus': [
        'src/routes/_authenticated/route.tsx',
        'src/routes/_authenticated/admin/route.tsx',
        'src/routes/_authenticated/admin/menus/route.tsx',
        'src/routes/_authenticated/admin/menus/index.tsx',
      ],
      '/admin/menus/$menuId/dishes/$dishId/edit': [
        'src/routes/_authenticated/route.tsx',
        'src/routes/_authenticated/admin/route.tsx',
        'src/routes/_authenticated/admin/menus/route.tsx',
        'src/routes/_authenticated/admin/menus/$menuId/dishes/$dishId.edit.tsx',
      ],
    });
  });
});

describe('budgetVerdict', () => {
  it('passes a size within its budget and fails one over it', () => {
    expect(budgetVerdict(100, 103)).toBe('ok');
    expect(budgetVerdict(103.1, 103)).toBe('OVER');
  });

  it('fails a budget with more than 10% of room, and a size without a budget', () => {
    expect(budgetVerdict(100, 110.1)).toBe('ok');
    expect(budgetVerdict(100, 110.2)).toBe('BUDGET TOO HIGH');
    expect(budgetVerdict(100, undefined)).toBe('NO BUDGET');
  });
});
