import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../patterns/theme-toggle';
import {
  applyTheme,
  LEGACY_THEME_STORAGE_KEY,
  readStoredTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  ThemeProvider,
  toggledTheme,
  useTheme,
} from '.';

const root = document.documentElement;

/** A stand-in for the operating system's colour preference (jsdom has no matchMedia). */
function prefersDark(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: dark } as { matches: boolean };
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return query.matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((listener) => listener());
  };
}

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});
afterEach(() => vi.unstubAllGlobals());

describe('theme storage', () => {
  it("is under the key 'theme', which the admin app's boot.js reads before the first paint", () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it("defaults to 'system' and ignores unknown values", () => {
    expect(readStoredTheme()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('system');
  });

  it('round-trips a choice', () => {
    storeTheme('dark');
    expect(readStoredTheme()).toBe('dark');
    storeTheme('system');
    expect(readStoredTheme()).toBe('system');
  });

  it("moves a choice stored under the old key 'fa-theme' once, then removes the old key", () => {
    localStorage.setItem(LEGACY_THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(localStorage.getItem(LEGACY_THEME_STORAGE_KEY)).toBeNull();
  });

  it('keeps a choice stored under the current key over the old one, and drops an unknown old value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    localStorage.setItem(LEGACY_THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('system');
    expect(localStorage.getItem(LEGACY_THEME_STORAGE_KEY)).toBeNull();
    localStorage.clear();
    localStorage.setItem(LEGACY_THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('system');
    expect(localStorage.length).toBe(0);
  });

  it('sets data-theme for light/dark and removes it for system', () => {
    const html = document.createElement('html');
    applyTheme('dark', html);
    expect(html.getAttribute('data-theme')).toBe('dark');
    applyTheme('system', html);
    expect(html.hasAttribute('data-theme')).toBe(false);
  });

  it("toggles to the opposite of what shows, 'system' included", () => {
    expect(toggledTheme('light')).toBe('dark');
    expect(toggledTheme('dark')).toBe('light');
    expect(toggledTheme('system', 'light')).toBe('dark');
    expect(toggledTheme('system', 'dark')).toBe('light');
  });
});

describe('ThemeProvider and useTheme', () => {
  it('shows the stored choice on <html> at once', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { result } = renderHook(useTheme, { wrapper });
    expect(result.current.theme).toBe('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it('applies and stores a choice; system removes the mark and follows the OS', () => {
    const setSystemDark = prefersDark(true);
    const { result } = renderHook(useTheme, { wrapper });
    act(() => result.current.setTheme('light'));
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    act(() => result.current.setTheme('system'));
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(result.current.resolvedTheme).toBe('dark');
    act(() => setSystemDark(false));
    expect(result.current.resolvedTheme).toBe('light');
  });

  it('toggles to the opposite of what shows', () => {
    prefersDark(true);
    const { result } = renderHook(useTheme, { wrapper });
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('light');
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('drives ThemeToggle', async () => {
    function Toggle() {
      const { resolvedTheme, setTheme } = useTheme();
      return <ThemeToggle theme={resolvedTheme} onThemeChange={setTheme} />;
    }
    render(<Toggle />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(useTheme)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
