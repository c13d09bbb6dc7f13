import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@food-admin/api-client';
import { routeChunks, routePattern, type ChunkInfo } from './route-chunks';
import { createAppRouter } from '@/router';

const matches = (pattern: string, path: string) => new RegExp(`^${pattern}/?$`).test(path);

describe('route chunks at boot', () => {
  it("gives every page route the pattern of the router's own path for it", () => {
    const router = createAppRouter({
      queryClient: new QueryClient(),
      api: {} as ApiClient,
      history: createMemoryHistory(),
    });
    const files = import.meta.glob('../../routes/**/*.tsx');
    const pages = Object.keys(files)
      .map((file) => file.replace('../../routes/', ''))
      .filter((file) => !/(^|\/)(route|__root)\.tsx$|\.(test|stories)\.tsx$/.test(file));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      // The router's id is the file's path with dots as folders (TanStack's naming).
      const id = `/${page.replace(/\.tsx$/, '').replaceAll('.', '/')}`.replace(/\/index$/, '/');
      const route = router.routesById[id as keyof typeof router.routesById];
      expect(route, `no route with id ${id}`).toBeDefined();
      const example = route.fullPath.replace(/\$[^/]+/g, '42');
      expect(matches(routePattern(page), example), `${page} -> ${routePattern(page)} vs ${example}`).toBe(
        true,
      );
    }
  });

  it('maps a page to its own, its layouts and their imports, less what index.html loads, and puts fixed paths first', () => {
    const chunk = (
      fileName: string,
      facadeModuleId: string | null,
      imports: string[] = [],
      dynamicImports: string[] = [],
    ): ChunkInfo => ({
      fileName,
      facadeModuleId,
      imports,
      dynamicImports,
    });
    const map = routeChunks(
      [
        chunk('index.js', '/app/src/main.tsx'),
        chunk('layout.js', '/app/src/routes/_authenticated/admin/route.tsx?tsr-split=component', [
          'index.js',
          'kit.js',
        ]),
        chunk('kit.js', '/app/packages/ui/src/index.ts'),
        chunk(
          'menu.js',
          '/app/src/routes/_authenticated/admin/menus/$id.edit.tsx?tsr-split=component',
          ['form.js'],
          ['dialog.js'],
        ),
        chunk('new.js', '/app/src/routes/_authenticated/admin/menus/new.tsx?tsr-split=component', [
          'form.js',
        ]),
        chunk('form.js', '/app/src/features/menus/form.tsx', ['kit.js']),
        chunk('dialog.js', '/app/src/features/dialog.tsx'),
        chunk('login.js', '/app/src/routes/login.tsx?tsr-split=component', ['kit.js']),
        chunk('chrome.js', '/app/src/shared/layout/signed-in-chrome.tsx', ['kit.js', 'sheet.js', 'index.js']),
        chunk('sheet.js', '/app/packages/ui/src/sheet.ts'),
        chunk('firebase.js', '/app/src/features/auth/firebase-provider.ts', ['index.js']),
      ],
      {
        alreadyLoaded: new Set(['index.js']),
        session: ['src/shared/layout/signed-in-chrome.tsx'],
        visitor: ['src/features/auth/firebase-provider.ts'],
      },
    );
    const filesOf = (path: string) => {
      const route = map.routes.find(([pattern]) => matches(pattern, path));
      return route?.[1].map((index) => map.files[index]);
    };
    expect(filesOf('/admin/menus/7/edit')).toEqual(['layout.js', 'kit.js', 'menu.js', 'form.js']);
    expect(filesOf('/admin/menus/new')).toEqual(['layout.js', 'kit.js', 'new.js', 'form.js']);
    expect(filesOf('/login')).toEqual(['login.js', 'kit.js']);
    expect(filesOf('/admin')).toBeUndefined();
    // A signed-in page's frame: its chunk and imports, less what index.html loads.
    expect(map.session.map((index) => map.files[index])).toEqual(['chrome.js', 'kit.js', 'sheet.js']);
    // A visitor's page: the identity provider's code.
    expect(map.visitor.map((index) => map.files[index])).toEqual(['firebase.js']);
  });

  it("lists the routed app's chunk, a chunk group's found by a module in it, and the sign-in paths", () => {
    const map = routeChunks(
      [
        {
          fileName: 'index.js',
          facadeModuleId: '/app/src/boot/main.tsx',
          imports: [],
          dynamicImports: ['app.js'],
        },
        {
          fileName: 'app.js',
          facadeModuleId: null,
          moduleIds: [
            '/app/node_modules/@tanstack/router-core/dist/esm/router.js',
            '/app/src/boot/start-app.tsx',
          ],
          imports: ['index.js', 'contract.js'],
          dynamicImports: [],
        },
        {
          fileName: 'contract.js',
          facadeModuleId: null,
          moduleIds: ['/app/src/x.ts'],
          imports: [],
          dynamicImports: [],
        },
      ],
      { alreadyLoaded: new Set(['index.js']), app: ['src/boot/start-app.tsx'] },
    );
    expect(map.app.map((index) => map.files[index])).toEqual(['app.js', 'contract.js']);
  });

  it('fails the build when a module to preload is no chunk, instead of preloading nothing', () => {
    const chunks: ChunkInfo[] = [
      {
        fileName: 'contract.js',
        facadeModuleId: '/repo/packages/api-client/src/contract/contract.ts',
        imports: [],
        dynamicImports: [],
      },
    ];
    const alreadyLoaded = new Set<string>();
    expect(
      routeChunks(chunks, { alreadyLoaded, session: ['api-client/src/contract/contract.ts'] }).session,
    ).toEqual([0]);
    expect(() =>
      routeChunks(chunks, { alreadyLoaded, session: ['../api-client/src/contract/contract.ts'] }),
    ).toThrow('no chunk is the module ../api-client/src/contract/contract.ts');
    expect(() => routeChunks(chunks, { alreadyLoaded, eager: ['src/features/dashboard/gone.tsx'] })).toThrow(
      'no chunk is the module src/features/dashboard/gone.tsx',
    );
  });
});
