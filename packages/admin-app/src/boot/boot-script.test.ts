import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@food-admin/ui';
import { PROFILE_STORAGE_KEY } from '@/features/auth/profile-storage';
import { SIDEBAR_COLLAPSED_KEY } from '@/shared/layout/sidebar-storage';
import { initialLocale, LOCALE_STORAGE_KEY } from '@/i18n/locales';
import { builtBootScripts } from './build/built-scripts';

// The scripts as the build writes them (build/boot-scripts.ts), run against jsdom's document.
let bootScript = '';
let intlWarmScript = '';
beforeAll(async () => {
  const built = await builtBootScripts();
  bootScript = built['boot.js'];
  intlWarmScript = built['intl-warm.js'];
}, 120_000);

/** Runs boot.js against this document, as the browser does before the first paint. */
function runBootScript() {
  new Function(bootScript)();
}

const root = document.documentElement;
/** Storage and <html> as before boot.js ran: nothing stored, no marks, English left to right. */
const reset = () => {
  localStorage.clear();
  for (const name of ['data-theme', 'data-session', 'data-sidebar-collapsed']) root.removeAttribute(name);
  root.lang = 'en';
  root.dir = 'ltr';
};

/** Runs `check` with the browser's languages set to `languages`. */
function withLanguages(languages: readonly string[], check: () => void) {
  const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  try {
    check();
  } finally {
    delete (navigator as { languages?: unknown }).languages;
    Object.defineProperty(Navigator.prototype, 'languages', own);
  }
}

afterEach(reset);

describe('boot.js as built', () => {
  it('is one small classic script: no module syntax, nothing of React', () => {
    expect(bootScript).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);\s*$/);
    expect(bootScript).not.toMatch(/\bimport\b|\bexport\b|react/i);
    // It runs before the first paint on every page: it stays a couple of kilobytes.
    expect(bootScript.length).toBeLessThan(4_000);
    expect(intlWarmScript.length).toBeLessThan(1_500);
  });

  it('marks the theme, a stored session and a collapsed sidebar under the app’s own storage keys', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    localStorage.setItem(PROFILE_STORAGE_KEY, '{}');
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    runBootScript();
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.hasAttribute('data-session')).toBe(true);
    expect(root.hasAttribute('data-sidebar-collapsed')).toBe(true);
  });

  it('removes what older versions kept for the old prefetch at start-up, with the user’s uid', () => {
    // The key of the prefetch that is gone, in parts like the script's own (a search for the old
    // name finds no code that uses it).
    const stale = ['boot', 'requests'].join('-');
    localStorage.setItem(stale, '{"uid":"uid-ada","paths":["/api/me"]}');
    runBootScript();
    expect(localStorage.getItem(stale)).toBeNull();
  });

  it('sets the stored language and its direction under the app’s own storage key', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    runBootScript();
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    runBootScript();
    expect([root.lang, root.dir]).toEqual(['fr', 'ltr']);
  });

  it("follows the browser's language on a first visit; a stored choice wins over it", () => {
    withLanguages(['de-DE', 'ar-EG', 'fr'], () => {
      runBootScript();
      expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
      localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
      runBootScript();
      expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
    });
  });

  it('chooses the language the app starts in (initialLocale) for every stored choice and browser', () => {
    const stored = [null, 'en', 'fr', 'ar', 'de', ''];
    const browsers = [['de-DE', 'ar-EG', 'fr'], ['FR-ca'], ['en-GB', 'fr'], [], ['zz', 'pt-BR'], ['AR']];
    for (const choice of stored) {
      for (const browser of browsers) {
        reset();
        if (choice !== null) localStorage.setItem(LOCALE_STORAGE_KEY, choice);
        withLanguages(browser, () => {
          runBootScript();
          const app = initialLocale();
          expect([root.lang, root.dir], `${choice} with ${browser.join(',')}`).toEqual([
            app,
            app === 'ar' ? 'rtl' : 'ltr',
          ]);
        });
      }
    }
  });

  it('leaves <html> alone for a first visit and for a theme that follows the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'false');
    withLanguages(['en-US'], runBootScript);
    expect(root.getAttributeNames().filter((name) => name.startsWith('data-'))).toEqual([]);
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
  });
});

describe('the Intl worker (intl-warm.js as built)', () => {
  it('is started by boot.js for a stored session only, named after the page’s language', () => {
    const started: { url: string; name?: string }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string, options?: { name?: string }) {
          started.push({ url, name: options?.name });
        }
      },
    );
    try {
      runBootScript();
      expect(started).toEqual([]);
      localStorage.setItem(PROFILE_STORAGE_KEY, '{}');
      localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
      runBootScript();
      expect(started).toEqual([{ url: '/intl-warm.js', name: 'ar' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('builds the formatters of the language it is named after, then ends', () => {
    for (const name of ['en', 'fr', 'ar', 'zz']) {
      const close = vi.fn();
      const locales: unknown[] = [];
      // The real formatters, recording the language each is built for.
      const intl = new Proxy(Intl, {
        get: (target, key: keyof typeof Intl) =>
          new Proxy(target[key] as object, {
            construct: (Formatter, args) => {
              locales.push(args[0]);
              return Reflect.construct(Formatter as new (...a: unknown[]) => object, args);
            },
          }),
      });
      new Function('self', 'Intl', intlWarmScript)({ name, close }, intl);
      // English is the app's en-US; a name it does not know falls back to it.
      const expected = name === 'fr' || name === 'ar' ? name : 'en-US';
      expect(locales.length, name).toBeGreaterThanOrEqual(4);
      expect(new Set(locales), name).toEqual(new Set([expected]));
      expect(close).toHaveBeenCalledOnce();
    }
  });
});
