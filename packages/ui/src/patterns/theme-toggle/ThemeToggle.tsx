import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../../primitives/icon-button';
import { useKitStrings } from '../../strings';
import type { ColorScheme } from '../../theme';

export interface ThemeToggleProps {
  /** The theme that shows (`useTheme()`'s `resolvedTheme`); the button offers the other one. */
  theme: ColorScheme;
  /** Called with the other theme on click (e.g. `useTheme()`'s `setTheme`). */
  onThemeChange: (theme: ColorScheme) => void;
}

/**
 * An icon button that switches between the light and dark themes: a moon in light, a sun in dark.
 * Its name says where it goes ('Switch to dark theme', the strings' `switchTheme`). Controlled:
 * pair it with `useTheme()` inside a `ThemeProvider`, which sets `<html data-theme>` and remembers
 * the choice.
 */
export function ThemeToggle({ theme, onThemeChange }: ThemeToggleProps) {
  const strings = useKitStrings();
  const next: ColorScheme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={strings.switchTheme(next)}
      icon={theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
      size="sm"
      onClick={() => onThemeChange(next)}
    />
  );
}
