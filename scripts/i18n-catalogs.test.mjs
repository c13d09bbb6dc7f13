// The catalogs stay complete and consistent (docs/architecture.md#i18n): the same keys in every
// language, valid ICU MessageFormat, the same placeholders, and no key the app does not use.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, apiErrorCodes, FIELD_MESSAGES } from '@food-admin/api-client';
import { readCatalogs, readNamespaces } from './i18n-catalogs.mjs';

/** Namespaces whose keys are the API's codes rather than literals in the app's code. */
const CODE_NAMESPACES = ['apiErrors', 'validation', 'activity'];

const APP_SRC = path.join(import.meta.dirname, '..', 'packages', 'admin-app', 'src');
const catalogs = readCatalogs();
const namespaces = readNamespaces();
const english = catalogs.en ?? {};
const others = Object.entries(catalogs).filter(([locale]) => locale !== 'en');

/**
 * The names of a message's arguments (`{name}`, `{count, plural, ...}`), nested ones included.
 * @param {string} message
 * @returns {string[]}
 */
function placeholders(message) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {import('@messageformat/parser').Token[]} tokens */
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if ('cases' in token) for (const variant of token.cases) walk(variant.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/**
 * Every source file of the app, except the catalogs themselves.
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'compiled' || name === 'locales' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

describe('message catalogs', () => {
  it('English, French and Arabic are there', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['ar', 'en', 'fr']);
  });

  it.each(Object.entries(namespaces))(
    '%s: every key starts with its namespace, so keys are unique across files',
    (_locale, byNamespace) => {
      const misplaced = Object.entries(byNamespace).flatMap(([namespace, catalog]) =>
        Object.keys(catalog).filter((key) => !key.startsWith(`${namespace}.`)),
      );
      expect(misplaced).toEqual([]);
    },
  );

  it.each(others)('%s has the English namespaces, each with exactly its keys', (locale) => {
    const english = namespaces.en ?? {};
    const theirs = namespaces[locale] ?? {};
    expect(Object.keys(theirs).sort()).toEqual(Object.keys(english).sort());
    for (const [namespace, catalog] of Object.entries(english)) {
      expect(Object.keys(theirs[namespace] ?? {}).sort(), `${locale}/${namespace}.json`).toEqual(
        Object.keys(catalog).sort(),
      );
    }
  });

  it.each(others)('%s has exactly the English keys', (_locale, catalog) => {
    const keys = Object.keys(english);
    expect(keys.filter((key) => !(key in catalog))).toEqual([]);
    expect(Object.keys(catalog).filter((key) => !(key in english))).toEqual([]);
  });

  it.each(Object.entries(catalogs))('every %s message is valid ICU MessageFormat', (locale, catalog) => {
    const invalid = Object.entries(catalog).flatMap(([key, message]) => {
      try {
        parse(message);
        return [];
      } catch (error) {
        return [`${locale} ${key}: ${String(error)}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it.each(others)('%s messages have the same placeholders as English', (locale, catalog) => {
    const differing = Object.entries(english)
      .filter(([key]) => key in catalog)
      .filter(([key, message]) => placeholders(message).join() !== placeholders(catalog[key] ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('no message is blank or left in English in another language by mistake', () => {
    const blank = Object.entries(catalogs).flatMap(([locale, catalog]) =>
      Object.entries(catalog)
        .filter(([, message]) => message.trim() === '')
        .map(([key]) => `${locale} ${key}`),
    );
    expect(blank).toEqual([]);
    // Arabic shares no words with English here; a copied English text would show up.
    const copied = Object.entries(catalogs.ar ?? {})
      .filter(
        ([key, message]) =>
          /[A-Za-z]{3,}/.test(message.replace(/\{[^}]*\}/g, '')) && message === english[key],
      )
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('every key is used by the app', () => {
    const source = sourceFiles(APP_SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(english)
      .filter((key) => !CODE_NAMESPACES.some((namespace) => key.startsWith(`${namespace}.`)))
      .filter((key) => !source.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  // The API's codes are looked up as `<namespace>.<CODE>` (src/i18n/api-texts.ts, whose key
  // functions make the type-check fail for a code without a message): no message without a code.
  it('the API namespaces hold exactly a message per code', () => {
    const keysOf = (/** @type {string} */ namespace) =>
      Object.keys(namespaces.en?.[namespace] ?? {})
        .map((key) => key.slice(namespace.length + 1))
        .sort();
    expect(keysOf('apiErrors')).toEqual([...apiErrorCodes(), 'NETWORK'].sort());
    expect(keysOf('validation')).toEqual(Object.keys(FIELD_MESSAGES).sort());
    expect(keysOf('activity')).toEqual(
      [...Object.keys(ACTIVITY_MESSAGES), 'field.firstName', 'field.lastName', 'field.phone'].sort(),
    );
  });

  it('finds a placeholder that differs (the check can fail)', () => {
    expect(placeholders('{count, plural, one {# order} other {# orders for {name}}}')).toEqual([
      'count',
      'name',
    ]);
    expect(() => parse('{count, plural, one {# order}')).toThrow();
  });
});
