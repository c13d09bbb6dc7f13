import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@food-admin/ui';
import { PROFILE_STORAGE_KEY } from '@/features/auth/profile-storage';
import { SIDEBAR_COLLAPSED_KEY } from '@/features/layout/sidebar-storage';
import { initialLocale, LOCALE_STORAGE_KEY } from '@/i18n/locales';
import { renderBootFrame } from './boot-frame';

const appDir = path.resolve(import.meta.dirname, '../..');
const bootScript = readFileSync(path.join(appDir, 'public/boot.js'), 'utf8');
const intlWarmScript = readFileSync(path.join(appDir, 'public/intl-warm.js'), 'utf8');
const indexHtml = readFileSync(path.join(appDir, 'index.html'), 'utf8');

/** Runs public/boot.js against this document, as the browser does before the first paint. */
function runBootScript() {
  new Function(bootScript)();
}

describe('the frame of index.html before the app runs', () => {
  it('is the shell with a spinner, and nothing that depends on who is signed in', async () => {
    const frames = document.createElement('div');
    frames.innerHTML = await renderBootFrame();
    const frame = frames.querySelector('[data-locale="en"]')!;
    expect(frame.querySelector('.boot-frame .fa-sidebar')).not.toBeNull();
    expect(frame.querySelector('header .fa-header__product')?.textContent).toBe('Food Admin');
    expect(frame.querySelector('main[aria-busy="true"] [role="status"]')?.textContent).toBe('Loading');
    expect(frame.querySelector('footer')?.textContent).toBe('© 2025 Food Admin. All rights reserved.');
    // Signed-out links, hidden by app.css for a returning user; no role's sections or account.
    expect([...frame.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/login',
      '/register',
    ]);
  });

  it('is written in each language, for app.css to show the one of <html lang>', async () => {
    const frames = document.createElement('div');
    frames.innerHTML = await renderBootFrame();
    const inLocale = (locale: string) => frames.querySelector(`.boot-frame-locale[data-locale="${locale}"]`);
    expect([...frames.children].map((frame) => frame.getAttribute('data-locale'))).toEqual([
      'en',
      'fr',
      'ar',
    ]);
    expect(inLocale('fr')?.querySelector('[role="status"]')?.textContent).toBe('Chargement');
    expect(inLocale('fr')?.querySelector('footer')?.textContent).toMatch(
      /^© 2025 Food Admin\. Tous droits réservés/,
    );
    expect(inLocale('ar')?.querySelector('[role="status"]')?.textContent).toBe('جارٍ التحميل');
    // Every text of the French and Arabic frames is translated (the product's name aside).
    for (const locale of ['fr', 'ar']) {
      const texts = [...inLocale(locale)!.querySelectorAll('a, [role="status"], footer')].map(
        (node) => node.textContent,
      );
      for (const english of ['Login', 'Register', 'Loading', 'All rights reserved'])
        expect(texts.join(' | ')).not.toContain(english);
    }
  });

  it('has its place in index.html, after the boot script', () => {
    expect(indexHtml).toContain('<div id="root"><!--boot-frame--></div>');
    expect(indexHtml.indexOf('src="/boot.js"')).toBeLessThan(indexHtml.indexOf('id="root"'));
  });
});

const root = document.documentElement;
/** Storage and <html> as before boot.js ran: nothing stored, no marks, English left to right. */
const reset = () => {
  localStorage.clear();
  for (const name of ['data-theme', 'data-session', 'data-sidebar-collapsed']) root.removeAttribute(name);
  root.lang = 'en';
  root.dir = 'ltr';
};

describe('public/boot.js', () => {
  it('marks the theme, a stored session and a collapsed sidebar under the app’s own storage keys', () => {
    reset();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    localStorage.setItem(PROFILE_STORAGE_KEY, '{}');
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    runBootScript();
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.hasAttribute('data-session')).toBe(true);
    expect(root.hasAttribute('data-sidebar-collapsed')).toBe(true);
    reset();
  });

  it('sets the stored language and its direction under the app’s own storage key', () => {
    reset();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    runBootScript();
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    runBootScript();
    expect([root.lang, root.dir]).toEqual(['fr', 'ltr']);
    reset();
  });

  it("follows the browser's language on a first visit, as the app will", () => {
    reset();
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    try {
      Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'ar-EG', 'fr'], configurable: true });
      runBootScript();
      expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
      // A stored choice wins over the browser's.
      localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
      root.lang = 'en';
      root.dir = 'ltr';
      runBootScript();
      expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      Object.defineProperty(Navigator.prototype, 'languages', languages);
      reset();
    }
  });

  it('chooses the language exactly as the app will (its twin of initialLocale)', () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    const stored = [null, 'en', 'fr', 'ar', 'de', ''];
    const browsers = [['de-DE', 'ar-EG', 'fr'], ['FR-ca'], ['en-GB', 'fr'], [], ['zz', 'pt-BR'], ['AR']];
    try {
      for (const choice of stored) {
        for (const browser of browsers) {
          reset();
          if (choice !== null) localStorage.setItem(LOCALE_STORAGE_KEY, choice);
          Object.defineProperty(navigator, 'languages', { value: browser, configurable: true });
          runBootScript();
          const app = initialLocale();
          expect([root.lang, root.dir], `${choice} with ${browser.join(',')}`).toEqual([
            app,
            app === 'ar' ? 'rtl' : 'ltr',
          ]);
        }
      }
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      Object.defineProperty(Navigator.prototype, 'languages', languages);
      reset();
    }
  });

  it('leaves <html> alone for a first visit and for a theme that follows the system', () => {
    reset();
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'false');
    runBootScript();
    expect(root.getAttributeNames().filter((name) => name.startsWith('data-'))).toEqual([]);
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
    reset();
  });
});

describe('the Intl worker (public/intl-warm.js)', () => {
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
      reset();
      runBootScript();
      expect(started).toEqual([]);
      localStorage.setItem(PROFILE_STORAGE_KEY, '{}');
      localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
      runBootScript();
      expect(started).toEqual([{ url: '/intl-warm.js', name: 'ar' }]);
    } finally {
      vi.unstubAllGlobals();
      reset();
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
