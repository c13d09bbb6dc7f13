import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useState } from 'react';

/*
 * Token tables for the Design tokens docs page. Colours: both palettes side by side, as tokens.css
 * declares them (light on :root, dark on [data-theme='dark']), whatever the toolbar says, with the
 * toolbar's theme marked. Scales (and shadows, which are themed): the live values of the toolbar's
 * theme, read from <html> again whenever the toolbar changes.
 */

type Theme = 'light' | 'dark';

/** Storybook's event for a toolbar change; the preview's channel also keeps the last one. */
const GLOBALS_UPDATED = 'globalsUpdated';

const themeOf = (globals: unknown): Theme | undefined => {
  const theme = (globals as { theme?: unknown } | undefined)?.theme;
  return theme === 'light' || theme === 'dark' ? theme : undefined;
};

/**
 * The theme the toolbar selects. A docs page runs no story decorator, so this does what the theme
 * decorator of .storybook/preview.tsx does for stories: it sets `<html data-theme>`, which the
 * tokens (and this page's live values) read.
 */
function useToolbarTheme(): Theme {
  const { channel } = useContext(DocsContext);
  const [theme, setTheme] = useState<Theme>(
    () =>
      themeOf((channel.last(GLOBALS_UPDATED) as [{ globals?: unknown }] | undefined)?.[0]?.globals) ??
      (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'),
  );
  useEffect(() => {
    const update = ({ globals }: { globals?: unknown }) => {
      const next = themeOf(globals);
      if (next) setTheme(next);
    };
    channel.on(GLOBALS_UPDATED, update);
    return () => channel.off(GLOBALS_UPDATED, update);
  }, [channel]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}

/** Each token's computed value on <html> in the current theme, read again when it changes. */
function useComputedTokens(names: readonly string[], theme: Theme): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names, theme]);
  return values;
}

/** The values the stylesheets declare for each palette: `:root` (light) and `[data-theme='dark']`. */
function declaredPalettes(names: readonly string[]): Record<Theme, Record<string, string>> {
  const palettes: Record<Theme, Record<string, string>> = { light: {}, dark: {} };
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      // The system-preference copy of the dark values is in a media rule: the explicit one suffices.
      if (rule instanceof CSSMediaRule) continue;
      if (rule instanceof CSSStyleRule) {
        const selectors = rule.selectorText.split(',').map((selector) => selector.trim());
        const theme: Theme | null = selectors.includes(':root')
          ? 'light'
          : selectors.some((selector) => /^\[data-theme=["']dark["']\]$/.test(selector))
            ? 'dark'
            : null;
        if (theme) {
          for (const name of names) {
            const value = rule.style.getPropertyValue(name).trim();
            if (value) palettes[theme][name] = value;
          }
        }
      }
      // Cascade layers (and nesting) hold rules of their own.
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A cross-origin stylesheet cannot be read; the kit's are same-origin.
    }
  }
  return palettes;
}

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--fa-color-border)', fontSize: 13 } as const;
const THEMES: readonly Theme[] = ['light', 'dark'];
const THEME_NAMES: Record<Theme, string> = { light: 'Light', dark: 'Dark' };

function Swatch({ value }: { value: string | undefined }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 40,
          height: 24,
          borderRadius: 6,
          // Neutral, so the palette's own surface colours show their edge in either theme.
          border: '1px solid #a1a1aa',
          background: value,
        }}
      />
      <code>{value}</code>
    </span>
  );
}

/** Both palettes side by side; the toolbar's theme is marked, and is the one the page uses. */
export function ColorTokens({ names }: { names: readonly string[] }) {
  const current = useToolbarTheme();
  const [palettes, setPalettes] = useState<Record<Theme, Record<string, string>>>({ light: {}, dark: {} });
  // Read once the page's stylesheets are in (and again with the theme, in case they changed).
  useEffect(() => setPalettes(declaredPalettes(names)), [names, current]);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>Token</th>
          {THEMES.map((theme) => (
            <th key={theme} style={{ ...cell, textAlign: 'left' }}>
              {THEME_NAMES[theme]}
              {theme === current ? ' (toolbar)' : ''}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            {THEMES.map((theme) => (
              <td
                key={theme}
                // A neutral tint, not a token: it must read on the docs page in either theme.
                style={{ ...cell, background: theme === current ? 'rgba(127, 127, 127, 0.12)' : undefined }}
              >
                <Swatch value={palettes[theme][name]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ScaleTokens({
  names,
  kind,
}: {
  names: readonly string[];
  kind: 'space' | 'radius' | 'text' | 'shadow';
}) {
  const theme = useToolbarTheme();
  const values = useComputedTokens(names, theme);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>Token</th>
          <th style={{ ...cell, textAlign: 'left' }}>Value ({THEME_NAMES[theme].toLowerCase()})</th>
          <th style={{ ...cell, textAlign: 'left' }}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{values[name]}</code>
            </td>
            <td style={cell}>
              {kind === 'space' ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    height: 12,
                    width: `var(${name})`,
                    background: 'var(--fa-color-primary)',
                    borderRadius: 2,
                  }}
                />
              ) : kind === 'radius' ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 32,
                    borderRadius: `var(${name})`,
                    border: '2px solid var(--fa-color-primary)',
                  }}
                />
              ) : kind === 'text' ? (
                <span style={{ fontSize: `var(${name})` }}>Fresh pasta</span>
              ) : (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 64,
                    height: 36,
                    borderRadius: 8,
                    background: 'var(--fa-color-surface)',
                    boxShadow: `var(${name})`,
                  }}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
