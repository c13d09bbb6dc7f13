import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_STORAGE_KEY } from '@/features/auth/profile-storage';
import {
  BOOT_REQUEST_PAGES,
  BOOT_REQUESTS_KEY,
  bootAwareFetch,
  forgetBootRequests,
  recordBootRequests,
  type BootRequests,
} from './boot-requests';

const bootScript = readFileSync(path.resolve(import.meta.dirname, '../../public/boot.js'), 'utf8');
const KEY = 'firebase:authUser:test-key:[DEFAULT]';
const HOUR = 3_600_000;
const owner = { uid: 'uid-ada', key: KEY };

/** The identity provider's stored record (jsdom has no IndexedDB: boot.js reads localStorage then). */
function storeRecord(uid = owner.uid, validFor = HOUR) {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      uid,
      stsTokenManager: { accessToken: 'stored-token', expirationTime: Date.now() + validFor },
    }),
  );
}

const saved = (): BootRequests | null => JSON.parse(localStorage.getItem(BOOT_REQUESTS_KEY) ?? 'null');

/** A signed-in page at `page` (boot.js marks the session from the stored profile) whose last start sent `urls`. */
function signedInAt(page: string, urls: string[]) {
  window.history.replaceState(null, '', page);
  localStorage.setItem(PROFILE_STORAGE_KEY, '{}');
  localStorage.setItem(BOOT_REQUESTS_KEY, JSON.stringify({ ...owner, pages: { [page]: urls } }));
}

/** Runs public/boot.js's with `network` as the browser's fetch; returns that fetch's calls. */
async function runBoot(network = vi.fn<typeof fetch>(async () => new Response('{"n":1}'))) {
  vi.stubGlobal('fetch', network);
  // boot.js's first part would start the ICU worker, which jsdom does not have.
  vi.stubGlobal('Worker', undefined);
  new Function(bootScript)();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return network;
}

const asApp = (url: string, token = 'stored-token', init: RequestInit = {}) =>
  bootAwareFetch(url, {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    ...init,
  });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__bootRequests;
  forgetBootRequests();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-session');
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe("boot.js's early requests", () => {
  it("sends the page's noted GETs with the stored token before the app runs, and the app takes them once", async () => {
    signedInAt('/admin?period=7d', ['/api/dashboard/stats', '/api/dashboard/series?days=7']);
    storeRecord();
    const network = await runBoot();
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      '/api/dashboard/stats',
      '/api/dashboard/series?days=7',
    ]);
    expect(network.mock.calls[0]![1]).toEqual({
      headers: { Accept: 'application/json', Authorization: 'Bearer stored-token' },
    });

    const response = await asApp('/api/dashboard/stats');
    expect(await response.json()).toEqual({ n: 1 });
    expect(network).toHaveBeenCalledTimes(2);
    // Taken once: the same GET later goes to the network.
    await asApp('/api/dashboard/stats');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('sends nothing without a session, for another page, for another user or with a token about to end', async () => {
    const cases: [string, () => void][] = [
      ['no stored profile', () => localStorage.removeItem(PROFILE_STORAGE_KEY)],
      ['another page', () => window.history.replaceState(null, '', '/admin/users')],
      ["another user's record", () => storeRecord('uid-bob')],
      ['a token with under a minute left', () => storeRecord(owner.uid, 30_000)],
      ['no record', () => localStorage.removeItem(KEY)],
    ];
    for (const [name, change] of cases) {
      signedInAt('/admin', ['/api/dashboard/stats']);
      storeRecord();
      change();
      const network = await runBoot();
      expect(network, name).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
      delete window.__bootRequests;
      document.documentElement.removeAttribute('data-session');
    }
  });

  it('sends nothing to another origin, whatever was noted', async () => {
    signedInAt('/admin', [
      'https://elsewhere.example/api',
      '//elsewhere.example/api',
      '/api/dashboard/stats',
    ]);
    storeRecord();
    const network = await runBoot();
    expect(network.mock.calls.map(([url]) => url)).toEqual(['/api/dashboard/stats']);
  });

  it("is not taken with another token, and the app's own request goes out", async () => {
    signedInAt('/admin', ['/api/dashboard/stats']);
    storeRecord();
    const network = await runBoot();
    await asApp('/api/dashboard/stats', 'refreshed-token');
    expect(network).toHaveBeenCalledTimes(2);
    expect(network.mock.calls[1]![1]).toMatchObject({ headers: { Authorization: 'Bearer refreshed-token' } });
  });

  it("is not taken by the live updates' event stream", async () => {
    signedInAt('/admin', ['/api/events']);
    storeRecord();
    const network = await runBoot();
    await bootAwareFetch('/api/events', {
      headers: { accept: 'text/event-stream', authorization: 'Bearer stored-token' },
    });
    expect(network).toHaveBeenCalledTimes(2);
    expect(network.mock.calls[1]![1]).toMatchObject({ headers: { accept: 'text/event-stream' } });
  });

  it("falls back to the app's own request when boot.js's failed", async () => {
    signedInAt('/admin', ['/api/dashboard/stats']);
    storeRecord();
    let calls = 0;
    const network = await runBoot(
      vi.fn<typeof fetch>(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response('{"n":2}');
      }),
    );
    expect(await (await asApp('/api/dashboard/stats')).json()).toEqual({ n: 2 });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("gives up on boot.js's answer when the app's request is cancelled", async () => {
    signedInAt('/admin', ['/api/dashboard/stats']);
    storeRecord();
    await runBoot(vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const taking = asApp('/api/dashboard/stats', 'stored-token', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(taking).rejects.toThrow('cancelled');
  });
});

describe("the app's notes for the next start", () => {
  it("notes a signed-in start's GETs on our origin, once each, and saves them for the page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    window.history.replaceState(null, '', '/admin/users?sort=email');
    const save = recordBootRequests();
    await asApp('/api/users?sort=email');
    await asApp('/api/users?sort=email');
    await bootAwareFetch('/api/restaurants', { method: 'POST', body: '{}' });
    await asApp('https://elsewhere.example/api/users');
    // The live updates' stream is no JSON read: its start depends on what the page has read.
    await bootAwareFetch('/api/events', {
      headers: { accept: 'text/event-stream', authorization: 'Bearer stored-token' },
    });
    save(owner);
    // Noted only until saved.
    await asApp('/api/users/3');
    expect(saved()).toEqual({ ...owner, pages: { '/admin/users?sort=email': ['/api/users?sort=email'] } });
  });

  it("keeps the most recent pages, and only the signed-in user's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    for (let page = 0; page <= BOOT_REQUEST_PAGES; page += 1) {
      window.history.replaceState(null, '', `/admin/restaurants/${page}`);
      const save = recordBootRequests();
      await asApp(`/api/restaurants/${page}`);
      save(owner);
    }
    const pages = Object.keys(saved()!.pages);
    expect(pages).toHaveLength(BOOT_REQUEST_PAGES);
    expect(pages[0]).toBe('/admin/restaurants/1');
    expect(pages.at(-1)).toBe(`/admin/restaurants/${BOOT_REQUEST_PAGES}`);

    const save = recordBootRequests();
    await asApp('/api/restaurants/99');
    save({ uid: 'uid-bob', key: KEY });
    expect(saved()).toEqual({
      uid: 'uid-bob',
      key: KEY,
      pages: { [`/admin/restaurants/${BOOT_REQUEST_PAGES}`]: ['/api/restaurants/99'] },
    });
  });

  it('are forgotten at sign-out', () => {
    localStorage.setItem(BOOT_REQUESTS_KEY, JSON.stringify({ ...owner, pages: { '/admin': ['/api/x'] } }));
    forgetBootRequests();
    expect(saved()).toBeNull();
  });
});
