import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A path string, not a URL object: the jsdom environment replaces the global URL.
const tokensFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tokens.css');
const css = readFileSync(tokensFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the first rule whose selector list ends with `selector`, as `name: value` lines. */
function declarations(selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no rule for ${selector}`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  return body
    .split(';')
    .map((declaration) => declaration.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/*
 * CSS cannot put "explicitly dark" and "system dark unless explicitly light" in one rule (a media
 * query conditions a whole rule, not one selector of its list), so tokens.css states the dark values
 * twice. This keeps the two copies from drifting apart.
 */
describe('dark tokens', () => {
  it('are the same for data-theme="dark" and for the system preference', () => {
    const explicit = declarations("[data-theme='dark']");
    const system = declarations(":root:not([data-theme='light'])");
    expect(explicit.length).toBeGreaterThan(30);
    expect(system).toEqual(explicit);
  });

  it('override every colour and shadow token of the light theme', () => {
    const names = (list: string[]) =>
      list.map((declaration) => declaration.slice(0, declaration.indexOf(':')));
    const themed = names(declarations(':root')).filter((name) => /^--fa-(color|shadow)-/.test(name));
    expect(names(declarations("[data-theme='dark']"))).toEqual(['color-scheme', ...themed]);
  });
});

describe('the scroll lock', () => {
  // Radix's scroll lock gives <body> this property while a popup is open; with the same value
  // inherited already, opening a Select does not restyle the whole page (tokens.css says why).
  it('finds its property already declared, at the value it sets without a scrollbar', () => {
    const declared = declarations(':root').filter((text) =>
      text.endsWith('--removed-body-scroll-bar-size: 0px'),
    );
    expect(declared).toHaveLength(1);
  });
});

/** A token's colour in a theme's rule, as `#rrggbb`. */
function colour(selector: string, token: string): string {
  const declaration = declarations(selector).find((text) => text.startsWith(`${token}:`));
  const value = declaration?.slice(token.length + 1).trim();
  if (value === undefined || !/^#[0-9a-f]{6}$/i.test(value))
    throw new Error(`${token} is not a #rrggbb in ${selector}`);
  return value;
}

/** WCAG 2's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("form fields' hints, counters and errors", () => {
  // FormField.css: hints and counters in text-muted, errors (and a counter past its limit) in
  // danger-soft-text, on any surface a form sits on (the page, a card or dialog, a muted panel).
  const surfaces = ['--fa-color-bg', '--fa-color-surface', '--fa-color-surface-muted'];
  const texts = ['--fa-color-text-muted', '--fa-color-danger-soft-text'];
  it.each([':root', "[data-theme='dark']"])('pass AA contrast (4.5:1) on every surface in %s', (theme) => {
    for (const text of texts)
      for (const surface of surfaces)
        expect(
          contrast(colour(theme, text), colour(theme, surface)),
          `${text} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
  });
});
