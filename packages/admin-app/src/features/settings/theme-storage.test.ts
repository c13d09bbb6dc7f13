import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, storeTheme } from './theme-storage';

describe('theme storage', () => {
  beforeEach(() => localStorage.clear());

  it("defaults to 'system' and ignores unknown values", () => {
    expect(readStoredTheme()).toBe('system');
    localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('system');
  });

  it('round-trips a choice', () => {
    storeTheme('dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('sets data-theme for light/dark and removes it for system', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme('system', root);
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});
