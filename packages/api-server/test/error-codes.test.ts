// Every refusal the server words itself (403, 409) carries a code of its own, so the app can say it
// in every language (docs/api.md#error-codes). A new message without a code fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodeOf } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** `forbidden('…')` and `conflict('…')` with a literal message, and the `…_MESSAGE = '…'` constants. */
function wordedRefusals(): Array<[status: number, message: string]> {
  const found: Array<[number, string]> = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const [, helper, message] of text.matchAll(/\b(forbidden|conflict)\(\s*'([^']+)'/g)) {
      found.push([helper === 'forbidden' ? 403 : 409, message ?? '']);
    }
    for (const [, message] of text.matchAll(/_MESSAGE\s*=\s*\n?\s*['"]([^'"]+)['"]/g)) {
      found.push([409, message ?? '']);
    }
  }
  return found;
}

describe("error codes of the server's own refusals", () => {
  const refusals = wordedRefusals();

  it('finds the refusals (the scan works)', () => {
    expect(refusals.length).toBeGreaterThan(15);
    expect(refusals.map(([, message]) => message)).toContain('The platform must keep at least one admin');
  });

  it('gives each one a code of its own, not the status default', () => {
    const generic = refusals.filter(([status, message]) =>
      ['NOT_ALLOWED', 'CONFLICT'].includes(errorCodeOf(status, message)),
    );
    expect(generic).toEqual([]);
  });
});
