import { Moon, Sun } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { IconButton } from '../../primitives/icon-button';
import { useKitStrings } from '../../strings';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'fa-theme';

function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The theme lives on `<html data-theme>` (the CSS reads it); without a stored choice the system
 * preference applies. Optional: an app can set data-theme itself instead.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setThemeState] = useState<Theme>(() =>
    typeof window === 'undefined' ? 'light' : (storedTheme() ?? systemTheme()),
  );
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice just does not persist.
    }
    setThemeState(next);
  }, []);
  return [theme, setTheme];
}

export interface ThemeToggleProps {
  /** The theme in use; the button offers the other one. */
  theme: Theme;
  /** Called with the other theme on click (e.g. `useTheme()`'s setter). */
  onThemeChange: (theme: Theme) => void;
}

/**
 * An icon button that switches between the light and dark themes: a moon in light, a sun in dark.
 * Its name says where it goes ('Switch to dark theme', the strings' `switchTheme`). Controlled:
 * pair it with `useTheme()`, which sets `<html data-theme>` and remembers the choice, or with the
 * app's own state.
 */
export function ThemeToggle({ theme, onThemeChange }: ThemeToggleProps) {
  const strings = useKitStrings();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={strings.switchTheme(next)}
      icon={theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
      size="sm"
      onClick={() => onThemeChange(next)}
    />
  );
}
