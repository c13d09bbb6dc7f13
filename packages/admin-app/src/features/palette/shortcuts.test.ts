import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  focusPageSearch,
  isPaletteShortcut,
  isSearchShortcut,
  isTextEntry,
  keepEarlyPaletteShortcut,
  paletteListening,
} from './shortcuts';

const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the palette shortcut', () => {
  it('is Ctrl+K or Cmd+K (either case), without Shift or Alt, not auto-repeated', () => {
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ key: 'k' }))).toBe(false);
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true, repeat: true }))).toBe(false);
  });
});

describe('the "/" shortcut', () => {
  it('is a plain slash typed outside text fields and dialogs', () => {
    document.body.innerHTML = `
      <input id="text" type="text"><input id="box" type="checkbox"><textarea id="area"></textarea>
      <div id="editable" contenteditable="true"></div><button id="button">Go</button>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    expect(isSearchShortcut(key({ key: '/' }, byId('button')))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, byId('box')))).toBe(true);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }, byId('button')))).toBe(false);
    for (const id of ['text', 'area']) expect(isSearchShortcut(key({ key: '/' }, byId(id)))).toBe(false);
    // jsdom has no isContentEditable; browsers do.
    Object.defineProperty(byId('editable'), 'isContentEditable', { value: true });
    expect(isTextEntry(byId('editable'))).toBe(true);

    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" data-state="open"></div>');
    expect(isSearchShortcut(key({ key: '/' }, byId('button')))).toBe(false);
  });

  it('focuses the first usable search box inside main, none elsewhere', () => {
    document.body.innerHTML = `
      <div role="search"><input type="search" id="outside"></div>
      <main>
        <div role="search"><input type="search" id="disabled" disabled></div>
        <div hidden><div role="search"><input type="search" id="hidden"></div></div>
        <div role="search"><input type="search" id="page" value="pizza"></div>
      </main>`;
    expect(focusPageSearch()).toBe(true);
    expect(document.activeElement?.id).toBe('page');
    document.body.innerHTML = '<main><input type="search"></main>';
    expect(focusPageSearch()).toBe(false);
  });
});

describe('a palette shortcut pressed before the palette listens', () => {
  it('is kept for a signed-in user, handed over once, and not kept while the palette listens', () => {
    const page = document.implementation.createHTMLDocument('start');
    let signedIn = false;
    keepEarlyPaletteShortcut(() => signedIn, page);
    const press = () => {
      const event = new KeyboardEvent('keydown', {
        key: 'k',
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
      });
      page.body.dispatchEvent(event);
      return event;
    };

    expect(press().defaultPrevented).toBe(false); // on the sign-in form: nothing kept
    expect(paletteListening().pressedEarly).toBe(false);
    paletteListening().stop();

    signedIn = true;
    expect(press().defaultPrevented).toBe(true); // not the browser's own Ctrl+K either
    const listening = paletteListening();
    expect(listening.pressedEarly).toBe(true);
    expect(press().defaultPrevented).toBe(false); // the palette's own listener answers now
    listening.stop();
    expect(paletteListening().pressedEarly).toBe(false); // handed over once
  });

  it('is forgotten after ten seconds', () => {
    const page = document.implementation.createHTMLDocument('start');
    keepEarlyPaletteShortcut(() => true, page);
    paletteListening().stop();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    page.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'K', metaKey: true, bubbles: true }));
    now.mockReturnValue(11_500);
    expect(paletteListening().pressedEarly).toBe(false);
    now.mockRestore();
  });
});
