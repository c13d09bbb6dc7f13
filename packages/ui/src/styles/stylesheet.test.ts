import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Path strings, not URL objects: the jsdom environment replaces the global URL.
const stylesDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(stylesDir);
const entry = path.join(stylesDir, 'index.css');
const TIERS = ['primitives', 'patterns', 'layout'];

/** The files index.css imports, in order, as paths relative to src/. */
function imports(): string[] {
  const css = readFileSync(entry, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/@import\s+'([^']+)';/g)].map((match) =>
    path.relative(srcDir, path.resolve(stylesDir, match[1]!)).split(path.sep).join('/'),
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

/*
 * Components do not import their CSS: src/styles/index.css collects every component stylesheet, so
 * `@food-admin/ui/styles.css` is the whole kit, the cascade order is stated in one place and the
 * library build emits one CSS file.
 */
describe('the kit stylesheet (src/styles/index.css)', () => {
  it('starts with the tokens and the base rules', () => {
    expect(imports().slice(0, 2)).toEqual(['styles/tokens.css', 'styles/base.css']);
  });

  it('imports files that exist, each once', () => {
    const list = imports();
    for (const file of list) expect(existsSync(path.join(srcDir, file)), file).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });

  it('imports every component stylesheet, primitives first, then patterns, then layout', () => {
    const components = imports().slice(2);
    expect([...components].sort()).toEqual(filesUnder(TIERS, /\.css$/).sort());
    const tiers = components.map((file) => file.slice(0, file.indexOf('/')));
    expect(tiers).toEqual([...tiers].sort((a, b) => TIERS.indexOf(a) - TIERS.indexOf(b)));
  });

  it('is the only place CSS is imported from', () => {
    const modules = filesUnder([...TIERS, 'lib'], /\.tsx?$/);
    const importing = modules.filter((file) =>
      /^\s*import\s+['"][^'"]+\.css['"]/m.test(readFileSync(path.join(srcDir, file), 'utf8')),
    );
    expect(importing).toEqual([]);
  });
});
