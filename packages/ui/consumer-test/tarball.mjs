// What a consumer installs: the packed tarball, its file list, and whether its package.json and
// dist/ hold up on their own (no monorepo around them).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The monorepo-only export condition: it points at src/, which the tarball does not ship. */
export const SOURCE_CONDITION = '@food-admin/source';
export const CSS_EXPORTS = ['./styles.css', './tokens.css', './components.css', './reset.css'];
const KIT_LAYERS = ['fa.reset', 'fa.tokens', 'fa.components'];

/** `npm pack -w @food-admin/ui` into `destination`; returns the tarball's path. */
export function packKit(repoRoot, destination) {
  const output = execFileSync(
    'npm',
    ['pack', '-w', '@food-admin/ui', '--pack-destination', destination, '--json'],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [{ filename }] = JSON.parse(output);
  return path.join(destination, filename);
}

/** Extracts a tarball's `package/` folder into `folder` (what npm install would put there). */
export function extract(tarball, folder) {
  mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1']);
}

/** Every file under `folder`, as `./relative/path`. */
export function listFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `./${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    );
}

/** Every target of an `exports` map, with the subpath and conditions leading to it. */
export function exportTargets(exports, keys = [], found = []) {
  if (typeof exports === 'string') found.push({ keys, target: exports });
  else if (Array.isArray(exports)) for (const item of exports) exportTargets(item, keys, found);
  else if (exports && typeof exports === 'object') {
    for (const [key, value] of Object.entries(exports)) exportTargets(value, [...keys, key], found);
  }
  return found;
}

/**
 * Problems with the package.json `exports`: a target missing from the tarball (the `source`
 * condition aside), or an entry a consumer needs that is absent or not in dist/.
 */
export function exportProblems(pkg, files) {
  const shipped = new Set(files);
  const problems = exportTargets(pkg.exports)
    .filter(({ keys, target }) => !keys.includes(SOURCE_CONDITION) && !shipped.has(target))
    .map(({ keys, target }) => `${keys.join(' > ')} -> ${target} is not in the tarball`);
  const main = pkg.exports?.['.'] ?? {};
  for (const condition of ['types', 'import']) {
    if (!String(main[condition]).startsWith('./dist/')) problems.push(`"." has no ${condition} in dist/`);
  }
  for (const subpath of CSS_EXPORTS) {
    if (!String(pkg.exports?.[subpath]?.default).startsWith('./dist/')) {
      problems.push(`${subpath} has no default in dist/`);
    }
  }
  return problems;
}

/**
 * The top-level statements of a CSS file that are not the kit's layers: anything outside
 * `@layer fa.x { ... }` blocks and `@layer a, b;` statements would be unlayered and beat the host.
 */
export function unlayeredStatements(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const outside = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    const semicolon = text.indexOf(';', index);
    if (open === -1 && semicolon === -1) {
      if (text.slice(index).trim()) outside.push(text.slice(index).trim());
      break;
    }
    const isStatement = semicolon !== -1 && (open === -1 || semicolon < open);
    const prelude = text.slice(index, isStatement ? semicolon : open).trim();
    if (isStatement) {
      if (!/^@layer\s/.test(prelude) && !/^@charset\s/.test(prelude)) outside.push(prelude);
      index = semicolon + 1;
      continue;
    }
    const layer = /^@layer\s+([\w.-]+)$/.exec(prelude)?.[1];
    if (!layer || !KIT_LAYERS.includes(layer)) outside.push(prelude);
    index = blockEnd(text, open) + 1;
  }
  return outside;
}

/** Index of the `}` that closes the block opened at `open`. */
function blockEnd(text, open) {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  throw new Error('unbalanced braces');
}

/** Bare module specifiers a built JS file imports (`from 'x'`, `import 'x'`, `import('x')`). */
export function bareImports(js) {
  const specifiers = [...js.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]);
  return specifiers.filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'));
}

/** The package a specifier names: `@scope/name/sub` -> `@scope/name`, `react/jsx-runtime` -> `react`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Source map sources that are neither inlined (sourcesContent) nor shipped next to the map. */
export function danglingMapSources(folder, mapFile, files) {
  const map = JSON.parse(readFileSync(path.join(folder, mapFile), 'utf8'));
  const shipped = new Set(files);
  return map.sources.filter((source, index) => {
    if (map.sourcesContent?.[index] != null) return false;
    const resolved = `./${path.posix.join(path.posix.dirname(mapFile.slice(2)), source)}`;
    return !shipped.has(resolved);
  });
}
