import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Path strings, not URL objects: the jsdom environment replaces the global URL.
const stylesDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(stylesDir);
const TIERS = ['primitives', 'patterns', 'layout'];
const LAYER_ORDER = '@layer fa.reset, fa.tokens, fa.components;';
/** The stylesheets the package exports (package.json `exports`), as files of src/styles/. */
const ENTRIES = ['index.css', 'tokens.css', 'components.css', 'reset.css'];

/** A file of src/ without its comments. */
function css(file: string): string {
  return readFileSync(path.join(srcDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The `@import`s of a file of src/styles/: each imported file (relative to src/) and its layer. */
function imports(file: string): { file: string; layer: string | undefined }[] {
  return [...css(`styles/${file}`).matchAll(/@import\s+'([^']+)'(?:\s+layer\(([^)]+)\))?;/g)].map(
    (match) => ({
      file: path.relative(srcDir, path.resolve(stylesDir, match[1]!)).split(path.sep).join('/'),
      layer: match[2],
    }),
  );
}

/** Every file under the given src/ folders whose name matches. */
function filesUnder(folders: string[], pattern: RegExp): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(srcDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

/** Splits a selector list at its top-level commas (not those inside `:where(...)` or `[...]`). */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/** The selectors of every style rule in a file (at-rule preludes and keyframe steps left out). */
function selectors(file: string): string[] {
  const preludes = [...css(file).matchAll(/([^{};]+)\{/g)].map((match) => match[1]!.trim());
  return preludes
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|[\d.]+%)$/.test(prelude))
    .flatMap(splitSelectorList);
}

/** Where the block opened by the first `{` of `text` closes. */
function blockEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The kit's prefix: an `fa-` class, or the base rules' `[class^='fa-']` / `[class*=' fa-']`. */
const KIT_SELECTOR = /\.fa-|\[class[\^*]='\s?fa-'\]/;

/*
 * Components do not import their CSS: src/styles/components.css collects every component
 * stylesheet, so the cascade order is stated in one place and the library build emits one CSS file
 * per entry. Every rule is in one of the kit's layers, so a host app's unlayered CSS always wins, and
 * only the optional reset reaches elements that are not the kit's.
 */
describe('the kit stylesheets (src/styles/)', () => {
  it('each state the layer order first, so it holds whichever entries a host imports', () => {
    for (const entry of ENTRIES)
      expect(css(`styles/${entry}`).trim().startsWith(LAYER_ORDER), entry).toBe(true);
  });

  it('styles.css is the reset, the tokens and the components', () => {
    expect(imports('index.css')).toEqual([
      { file: 'styles/reset.css', layer: undefined },
      { file: 'styles/tokens.css', layer: undefined },
      { file: 'styles/components.css', layer: undefined },
    ]);
  });

  it('tokens.css and reset.css are each one layer block', () => {
    for (const [file, layer] of [
      ['styles/tokens.css', 'fa.tokens'],
      ['styles/reset.css', 'fa.reset'],
    ] as const) {
      const body = css(file).replace(LAYER_ORDER, '').trim();
      expect(body.startsWith(`@layer ${layer} {`), file).toBe(true);
      // The block opened first closes at the very end: no rule outside it.
      expect(blockEnd(body), file).toBe(body.length - 1);
    }
  });

  it('components.css imports base.css first, then files that exist, each once, into fa.components', () => {
    const list = imports('components.css');
    expect(list[0]?.file).toBe('styles/base.css');
    for (const { file, layer } of list) {
      expect(existsSync(path.join(srcDir, file)), file).toBe(true);
      expect(layer, file).toBe('fa.components');
    }
    expect(new Set(list.map(({ file }) => file)).size).toBe(list.length);
  });

  it('components.css imports every component stylesheet, primitives first, then patterns, then layout', () => {
    const components = imports('components.css')
      .slice(1)
      .map(({ file }) => file);
    expect([...components].sort()).toEqual(filesUnder(TIERS, /\.css$/).sort());
    const tiers = components.map((file) => file.slice(0, file.indexOf('/')));
    expect(tiers).toEqual([...tiers].sort((a, b) => TIERS.indexOf(a) - TIERS.indexOf(b)));
  });

  it('has no selector outside the fa- prefix but the tokens on :root / [data-theme] and the reset', () => {
    const components = ['styles/base.css', ...filesUnder(TIERS, /\.css$/)];
    const outside = components.flatMap((file) =>
      selectors(file)
        .filter((selector) => !KIT_SELECTOR.test(selector))
        .map((selector) => `${file}: ${selector}`),
    );
    expect(outside).toEqual([]);
    const tokens = selectors('styles/tokens.css');
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.filter((selector) => !/^(:root|\[data-theme)/.test(selector))).toEqual([]);
  });

  it('is the only place CSS is imported from', () => {
    const modules = filesUnder([...TIERS, 'lib'], /\.tsx?$/);
    const importing = modules.filter((file) =>
      /^\s*import\s+['"][^'"]+\.css['"]/m.test(readFileSync(path.join(srcDir, file), 'utf8')),
    );
    expect(importing).toEqual([]);
  });
});
