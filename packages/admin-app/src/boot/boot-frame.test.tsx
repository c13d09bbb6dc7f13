import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBootFrame } from './boot-frame';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

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
