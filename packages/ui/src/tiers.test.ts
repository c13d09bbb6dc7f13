import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A path string, not a URL object: the jsdom environment replaces the global URL.
const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** The kit's tiers, lowest first: a tier may import from its own tier and the tiers before it. */
const TIERS = ['primitives', 'patterns', 'layout'] as const;

/** Every module of a tier (components, stories, tests), as paths relative to src/. */
function modules(tier: string): string[] {
  return readdirSync(path.join(srcDir, tier), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(tier, file));
}

/** The tier each relative import of `file` lands in, or null for src/lib, src/types and the like. */
function importedTiers(file: string): string[] {
  const source = readFileSync(path.join(srcDir, file), 'utf8');
  return [...source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)]
    .map((match) => path.relative(srcDir, path.resolve(srcDir, path.dirname(file), match[1]!)))
    .map((target) => target.split(path.sep)[0]!)
    .filter((top) => (TIERS as readonly string[]).includes(top));
}

describe('tiers', () => {
  it('import downwards only: layout -> patterns -> primitives', () => {
    const breaches = TIERS.flatMap((tier, level) =>
      modules(tier).flatMap((file) =>
        importedTiers(file)
          .filter((target) => TIERS.indexOf(target as (typeof TIERS)[number]) > level)
          .map((target) => `${file} imports from ${target}/`),
      ),
    );
    expect(breaches).toEqual([]);
  });

  it('give every component its own folder with an index.ts', () => {
    for (const tier of TIERS) {
      for (const folder of readdirSync(path.join(srcDir, tier))) {
        const files = readdirSync(path.join(srcDir, tier, folder));
        // A folder holds one component (Button.tsx, its CSS, stories, tests) or only shared CSS.
        if (files.some((file) => file.endsWith('.tsx')))
          expect(files, `${tier}/${folder}`).toContain('index.ts');
      }
    }
  });
});
