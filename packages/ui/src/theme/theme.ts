/**
 * The theme: a choice stored in this browser and shown as `<html data-theme>`, which the kit's
 * tokens read (tokens.css). This module owns the storage key; an app's pre-paint script that reads
 * it (the admin app's boot.js, built from its src/boot/boot-script.ts) imports THEME_STORAGE_KEY.
 */

/** The choices: a fixed theme, or 'system' to follow the operating system's preference. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** What shows: a choice with 'system' resolved to the operating system's preference. */
export type ColorScheme = 'light' | 'dark';

/** The localStorage key of the choice (`light`, `dark` or `system`; absent means `system`). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * The key the kit's theme used before 0.2.0 (`light` or `dark`). readStoredTheme moves a value
 * found under it to THEME_STORAGE_KEY, unless a choice is stored there already, and removes it.
 */
export const LEGACY_THEME_STORAGE_KEY = 'fa-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: string | null): value is Theme => THEMES.some((theme) => theme === value);

/** Moves a choice stored under LEGACY_THEME_STORAGE_KEY to THEME_STORAGE_KEY, then removes it. */
function migrateLegacyTheme(storage: Storage): void {
  const legacy = storage.getItem(LEGACY_THEME_STORAGE_KEY);
  if (legacy === null) return;
  if (storage.getItem(THEME_STORAGE_KEY) === null && (legacy === 'light' || legacy === 'dark'))
    storage.setItem(THEME_STORAGE_KEY, legacy);
  storage.removeItem(LEGACY_THEME_STORAGE_KEY);
}

/** The stored choice; 'system' when none, an unknown value, or storage disabled. */
export function readStoredTheme(): Theme {
  try {
    migrateLegacyTheme(window.localStorage);
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

/**
 * Shows a choice: `data-theme` on <html> for light and dark; none for 'system', where the tokens
 * follow the operating system (prefers-color-scheme).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}

/** The operating system's preference (light where it cannot be read). */
export function systemColorScheme(): ColorScheme {
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

/** Calls `onChange` when the operating system's preference changes; returns the unsubscribe. */
export function watchSystemColorScheme(onChange: (scheme: ColorScheme) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const listener = () => onChange(systemColorScheme());
  query.addEventListener?.('change', listener);
  return () => query.removeEventListener?.('change', listener);
}

/** What a choice shows, given the operating system's preference. */
export function resolveTheme(theme: Theme, system: ColorScheme = systemColorScheme()): ColorScheme {
  return theme === 'system' ? system : theme;
}

/** The opposite of what shows: what a toggle switches to. */
export function toggledTheme(theme: Theme, system: ColorScheme = systemColorScheme()): ColorScheme {
  return resolveTheme(theme, system) === 'dark' ? 'light' : 'dark';
}
