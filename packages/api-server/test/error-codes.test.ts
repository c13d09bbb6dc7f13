// Every refusal with a code of its own is declared once, in the contract's REFUSALS
// (docs/api.md#error-codes), and the server and the mocks raise it by code: `refuse('OWN_ROLE')`.
// Its code comes from the declaration, never from its text, so a refusal worded here instead (a
// declared text copied into a literal, or a 403/409 with a literal message) would answer the
// status's code: this test fails on either, in the server's sources and in the mocks'.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REFUSALS, refusal, type RefusalCode } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const TREES = {
  server: path.join(ROOT, 'packages', 'api-server', 'src'),
  mocks: path.join(ROOT, 'mocks', 'src'),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A file's code without its comments (which may quote a refusal to explain it). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The string literals of a file's code. */
const literals = (code: string) =>
  [...code.matchAll(/'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g)].map(
    ([, single, double, template]) => single ?? double ?? template ?? '',
  );

/**
 * The declared wordings, as texts to look for: a plain message whole, and the fixed parts (15
 * characters or more) of one that names a record or a number.
 */
type DeclaredText = { code: RefusalCode; text: string; whole: boolean };

function declaredTexts(): DeclaredText[] {
  const placeholder = new Proxy({}, { get: () => '\u0000' });
  return (Object.keys(REFUSALS) as RefusalCode[]).flatMap((code): DeclaredText[] => {
    const { message } = REFUSALS[code];
    if (typeof message === 'string') return [{ code, text: message, whole: true }];
    return (message as (params: unknown) => string)(placeholder)
      .split('\u0000')
      .filter((part) => part.trim().length >= 15)
      .map((text) => ({ code, text, whole: false }));
  });
}

/** Declared texts a file may hold for another purpose than answering them. */
const ALLOWED = new Set([
  // The OpenAPI description of every operation's 404.
  'packages/api-server/src/http/openapi/operation.ts: NOT_FOUND',
]);

/** Calls that send a 403 or 409 with a message of their own rather than a declared refusal. */
const WORDED_REFUSAL =
  /\b(?:forbidden|conflict)\(\s*['"`]|\b(?:new HttpError|errorResponse|errorBody|undeclaredRefusal)\(\s*40[39]\s*,\s*['"`]/g;

function findings(dir: string): string[] {
  const texts = declaredTexts();
  return sourceFiles(dir).flatMap((file) => {
    const name = path.relative(ROOT, file);
    const code = withoutComments(readFileSync(file, 'utf8'));
    const copied = literals(code).flatMap((literal) =>
      texts
        .filter(({ text, whole }) => (whole ? literal === text : literal.includes(text)))
        .filter(({ code: declared }) => !ALLOWED.has(`${name}: ${declared}`))
        .map(({ code: declared }) => `${name}: the text of ${declared} (raise it with its code)`),
    );
    const worded = [...code.matchAll(WORDED_REFUSAL)].map(
      ([call]) => `${name}: ${call.trim()}… (declare the refusal and raise it with its code)`,
    );
    return [...copied, ...worded];
  });
}

describe('refusals are raised by their declared code', () => {
  it('finds the declared texts and a refusal worded in place (the scan works)', () => {
    const texts = declaredTexts();
    expect(texts.map(({ text }) => text)).toContain('The platform must keep at least one admin');
    expect(texts.map(({ text }) => text)).toContain(' views of this list. Delete one first.');
    const code = withoutComments(
      "// 'Not in this menu'\nthrow forbidden('Nope'); const m = 'You cannot delete your own account';",
    );
    expect(literals(code)).toEqual(['Nope', 'You cannot delete your own account']);
    expect(code.match(WORDED_REFUSAL)).toEqual(["forbidden('"]);
    expect(refusal('VIEW_LIMIT', { max: 3 }).message).toContain(' views of this list. Delete one first.');
  });

  it.each(Object.entries(TREES))(
    '%s: no declared text outside the contract, no worded 403/409',
    (_name, dir) => {
      expect(sourceFiles(dir).length).toBeGreaterThan(10);
      expect(findings(dir)).toEqual([]);
    },
  );
});
