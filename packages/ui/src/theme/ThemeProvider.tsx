import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  applyTheme,
  readStoredTheme,
  storeTheme,
  systemColorScheme,
  toggledTheme,
  watchSystemColorScheme,
  type ColorScheme,
  type Theme,
} from './theme';

export interface ThemeState {
  /** The choice: light, dark or system. */
  theme: Theme;
  /** What shows: the choice with 'system' resolved (e.g. for ThemeToggle's `theme`). */
  resolvedTheme: ColorScheme;
  /** Shows a choice at once and stores it in this browser. */
  setTheme: (theme: Theme) => void;
  /** Switches to the opposite of what shows ('system' in dark mode goes to light). */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export interface ThemeProviderProps {
  children?: ReactNode;
}

/**
 * The theme of the app below: reads the stored choice (THEME_STORAGE_KEY), shows it as
 * `<html data-theme>` and stores every change. One per app, at its root; `useTheme()` reads it.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [system, setSystem] = useState<ColorScheme>(systemColorScheme);

  // Before the first paint, so a choice the page did not mark yet (no boot script) does not flash.
  useLayoutEffect(() => applyTheme(theme), [theme]);
  useEffect(() => watchSystemColorScheme(setSystem), []);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);
  const toggleTheme = useCallback(() => setTheme(toggledTheme(theme, system)), [setTheme, theme, system]);

  const value = useMemo<ThemeState>(
    () => ({ theme, resolvedTheme: theme === 'system' ? system : theme, setTheme, toggleTheme }),
    [theme, system, setTheme, toggleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme of the enclosing ThemeProvider. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}
