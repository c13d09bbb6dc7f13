import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_STORAGE_KEY } from '@/features/auth/profile-storage';
import { ROUTE_CHUNKS_ID, type RouteChunks } from './build/route-chunks';
import { builtBootScripts } from './build/built-scripts';
import { startsOnSignIn } from './start-choice';

// boot.js as the build writes it (build/boot-scripts.ts).
let bootScript = '';
beforeAll(async () => {
  bootScript = (await builtBootScripts())['boot.js'];
}, 120_000);

/** What the build writes into index.html for boot.js (build/route-chunks.ts), small. */
const MAP: RouteChunks = {
  base: '/assets/',
  files: ['admin.js', 'app.js', 'contract.js', 'chrome.js', 'firebase.js', 'admin.css'],
  routes: [
    ['/admin', [0]],
    ['/admin/restaurants', [0, 5]],
  ],
  session: [3, 2],
  visitor: [4],
  app: [1, 2],
};

/** Runs boot.js at `pathname` and returns the files it asked the browser to preload. */
function preloadedAt(pathname: string, session: boolean): string[] {
  window.history.replaceState(null, '', pathname);
  if (session) localStorage.setItem(PROFILE_STORAGE_KEY, '{}');
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = ROUTE_CHUNKS_ID;
  data.textContent = JSON.stringify(MAP);
  document.head.append(data);
  new Function(bootScript)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href')!.replace(MAP.base, ''),
  );
}

afterEach(() => {
  document.head.replaceChildren();
  document.documentElement.removeAttribute('data-session');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("boot.js's preloads", () => {
  it("preload the routed app wherever the app starts it, and only there (start-choice.ts, start.tsx's choice)", () => {
    for (const pathname of ['/', '/login', '/login/', '/register', '/admin', '/welcome']) {
      for (const session of [false, true]) {
        const files = preloadedAt(pathname, session);
        expect(files.includes('app.js'), `${pathname}, session ${session}`).toBe(
          !startsOnSignIn(pathname, session),
        );
        document.head.replaceChildren();
        document.documentElement.removeAttribute('data-session');
        localStorage.clear();
      }
    }
  });

  it("add the page's route and a session's frame, each file once", () => {
    expect(preloadedAt('/admin', true)).toEqual(['admin.js', 'chrome.js', 'contract.js', 'app.js']);
  });

  it("ask for a route's stylesheet in the credentials mode the app's loader uses, so the preload is used", () => {
    preloadedAt('/admin/restaurants', true);
    const stylesheet = document.head.querySelector<HTMLLinkElement>('link[href="/assets/admin.css"]');
    expect(stylesheet?.rel).toBe('preload');
    // Vite's loader adds <link rel="stylesheet" crossorigin>: a preload without crossorigin is not
    // used for it (Chromium warns, and downloads the file again).
    expect(stylesheet?.getAttribute('crossorigin')).toBe('');
    for (const script of document.head.querySelectorAll('link[rel="modulepreload"]'))
      expect(script.getAttribute('crossorigin')).toBe('');
  });

  it("add Firebase's code for a visitor only: a restored session loads it once its data show", () => {
    expect(preloadedAt('/login', false)).toEqual(['firebase.js']);
    document.head.replaceChildren();
    expect(preloadedAt('/admin', false)).toEqual(['admin.js', 'firebase.js', 'app.js', 'contract.js']);
    document.head.replaceChildren();
    expect(preloadedAt('/login', true)).not.toContain('firebase.js');
  });
});
