// The story matrix (docs/storybook.md#story-matrix): every app screen against the states a screen
// can be in, each cell a link to its story in the built Storybook, "n/a: <reason>" or **missing**.
// A story names its state with `parameters: { matrix: { state: 'loading' } }`; a stories file's meta
// names the states that do not apply with `parameters: { matrix: { notApplicable: { empty: '...' } } }`.
// Both are read from the source (TypeScript's parser), so the script needs no build.
//
// Usage: node scripts/story-matrix.mjs           writes the table into docs/storybook.md
//        node scripts/story-matrix.mjs --check   exits 1 when the table is out of date or a cell is missing
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = 'packages/admin-app/src/features';
const DOC = 'docs/storybook.md';
/** The built Storybook, relative to the doc. */
const STORYBOOK = '../storybook-static/';

export const START_MARKER = '<!-- story-matrix:start -->';
export const END_MARKER = '<!-- story-matrix:end -->';

/** The states, in the table's column order, with their column headings. */
export const STATES = /** @type {const} */ ([
  'default',
  'loading',
  'empty',
  'error',
  'forbidden',
  'validation',
  'submitting',
  'slow',
  'not-found',
  'phone',
]);

/** @typedef {(typeof STATES)[number]} State */

/** @type {Record<State, string>} */
export const STATE_HEADINGS = {
  default: 'Default',
  loading: 'Loading',
  empty: 'Empty',
  error: 'Error (Retry)',
  forbidden: 'Forbidden / 401',
  validation: 'Validation',
  submitting: 'Submitting',
  slow: 'Slow',
  'not-found': 'Not found',
  phone: 'Phone',
};

/**
 * @param {string} value
 * @returns {value is State}
 */
export const isState = (value) => /** @type {readonly string[]} */ (STATES).includes(value);

// --- Story ids, as Storybook computes them (storybook/internal/csf: toId, storyNameFromExport) ---

/**
 * A story's name from its export name ('LoadError' -> 'Load Error'), Storybook's `toStartCaseStr`.
 * @param {string} key
 */
export function storyNameFromExport(key) {
  return key
    .replace(/_/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\./g, ' ')
    .replace(/([^\n])([A-Z])([a-z])/g, (_, a, b, c) => `${a} ${b}${c}`)
    .replace(/([a-z])([A-Z])/g, (_, a, b) => `${a} ${b}`)
    .replace(/([a-z])([0-9])/gi, (_, a, b) => `${a} ${b}`)
    .replace(/([0-9])([a-z])/gi, (_, a, b) => `${a} ${b}`)
    .replace(/(\s|^)(\w)/g, (_, a, b) => `${a}${b.toUpperCase()}`)
    .replace(/ +/g, ' ')
    .trim();
}

/**
 * Storybook's `sanitize`: lower case, punctuation and spaces to single dashes, none at the ends.
 * @param {string} text
 */
export function sanitize(text) {
  return text
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
}

/**
 * The story's id: `App/Pages/Users` + `LoadError` -> `app-pages-users--load-error`.
 * @param {string} title
 * @param {string} exportName
 */
export function storyId(title, exportName) {
  return `${sanitize(title)}--${sanitize(storyNameFromExport(exportName))}`;
}

// --- Reading a stories file ---

/**
 * @typedef {{ exportName: string, state: State | null }} StoryEntry
 * @typedef {{
 *   file: string,
 *   title: string | null,
 *   notApplicable: Partial<Record<State, string>>,
 *   stories: StoryEntry[],
 *   problems: string[],
 * }} StoriesFile
 */

/**
 * `x satisfies T`, `x as T`, `(x)` -> x.
 * @param {ts.Expression} node
 * @returns {ts.Expression}
 */
function unwrap(node) {
  let current = node;
  while (
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/**
 * @param {ts.PropertyName} name
 * @returns {string | null}
 */
function propertyName(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  return null;
}

/**
 * The value of `key` in an object literal (the last one written wins, as at run time).
 * @param {ts.ObjectLiteralExpression} object
 * @param {string} key
 * @returns {ts.Expression | undefined}
 */
function property(object, key) {
  /** @type {ts.Expression | undefined} */
  let found;
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && propertyName(member.name) === key) found = member.initializer;
  }
  return found;
}

/**
 * @param {ts.Expression | undefined} node
 * @returns {string | null}
 */
function stringValue(node) {
  if (!node) return null;
  const value = unwrap(node);
  return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : null;
}

/**
 * `parameters.matrix` of a meta or story object, if it is written out.
 * @param {ts.ObjectLiteralExpression} object
 * @returns {ts.ObjectLiteralExpression | 'absent' | 'unreadable'}
 */
function matrixOf(object) {
  const parameters = property(object, 'parameters');
  if (!parameters) return 'absent';
  const parametersObject = unwrap(parameters);
  if (!ts.isObjectLiteralExpression(parametersObject)) return 'unreadable';
  const matrix = property(parametersObject, 'matrix');
  if (!matrix) return 'absent';
  const matrixObject = unwrap(matrix);
  return ts.isObjectLiteralExpression(matrixObject) ? matrixObject : 'unreadable';
}

/**
 * The meta object: `export default meta` (a `const meta = {...}` of the file) or `export default {...}`.
 * @param {ts.SourceFile} source
 * @returns {ts.ObjectLiteralExpression | null}
 */
function metaObject(source) {
  /** @type {Map<string, ts.Expression>} */
  const constants = new Map();
  /** @type {ts.Expression | null} */
  let exported = null;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          constants.set(declaration.name.text, declaration.initializer);
      }
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      exported = statement.expression;
    }
  }
  if (!exported) return null;
  let value = unwrap(exported);
  if (ts.isIdentifier(value)) {
    const initializer = constants.get(value.text);
    if (!initializer) return null;
    value = unwrap(initializer);
  }
  return ts.isObjectLiteralExpression(value) ? value : null;
}

/**
 * Reads one stories file: its title, the states its meta declares not applicable, and each story
 * export with the state it declares (null: a story outside the matrix).
 * @param {string} text the file's source
 * @param {string} file its path, for messages
 * @returns {StoriesFile}
 */
export function parseStoriesFile(text, file) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  /** @type {string[]} */
  const problems = [];
  /** @type {Partial<Record<State, string>>} */
  const notApplicable = {};
  /** @type {string | null} */
  let title = null;

  const meta = metaObject(source);
  if (!meta) {
    problems.push(`${file}: no default export of a meta object`);
  } else {
    title = stringValue(property(meta, 'title'));
    if (!title) problems.push(`${file}: the meta has no literal title`);
    const matrix = matrixOf(meta);
    if (matrix === 'unreadable') {
      problems.push(`${file}: the meta's parameters.matrix is not an object literal`);
    } else if (matrix !== 'absent') {
      if (property(matrix, 'state')) problems.push(`${file}: a state belongs on a story, not on the meta`);
      const declared = property(matrix, 'notApplicable');
      const declaredObject = declared && unwrap(declared);
      if (declared && !(declaredObject && ts.isObjectLiteralExpression(declaredObject))) {
        problems.push(`${file}: parameters.matrix.notApplicable is not an object literal`);
      } else if (declaredObject && ts.isObjectLiteralExpression(declaredObject)) {
        for (const member of declaredObject.properties) {
          const key = ts.isPropertyAssignment(member) ? propertyName(member.name) : null;
          const reason = ts.isPropertyAssignment(member) ? stringValue(member.initializer) : null;
          if (key === null || !isState(key)) {
            problems.push(`${file}: notApplicable names an unknown state "${key ?? member.getText(source)}"`);
          } else if (!reason?.trim()) {
            problems.push(`${file}: notApplicable.${key} needs a literal reason`);
          } else {
            notApplicable[key] = reason.trim();
          }
        }
      }
    }
  }

  /** @type {StoryEntry[]} */
  const stories = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const exportName = declaration.name.text;
      const value = declaration.initializer && unwrap(declaration.initializer);
      /** @type {State | null} */
      let state = null;
      if (value && ts.isObjectLiteralExpression(value)) {
        const matrix = matrixOf(value);
        if (matrix === 'unreadable') {
          problems.push(`${file}: ${exportName}'s parameters.matrix is not an object literal`);
        } else if (matrix !== 'absent') {
          const written = stringValue(property(matrix, 'state'));
          if (written === null)
            problems.push(`${file}: ${exportName}'s parameters.matrix.state is not a string`);
          else if (!isState(written))
            problems.push(`${file}: ${exportName} has an unknown state "${written}"`);
          else state = written;
        }
      }
      stories.push({ exportName, state });
    }
  }
  return { file, title, notApplicable, stories, problems };
}

// --- The matrix ---

/**
 * @typedef {{ kind: 'stories', stories: { exportName: string, id: string }[] }
 *   | { kind: 'na', reason: string }
 *   | { kind: 'missing' }} Cell
 * @typedef {{ title: string, file: string, cells: Record<State, Cell> }} Row
 * @typedef {{ rows: Row[], problems: string[], counts: { filled: number, na: number, missing: number, stories: number } }} Matrix
 */

/**
 * One row per screen (stories file), sorted by title; a cell lists the stories in that state, or
 * the meta's reason why it does not apply, or is missing.
 * @param {StoriesFile[]} files
 * @returns {Matrix}
 */
export function buildMatrix(files) {
  const problems = files.flatMap((file) => file.problems);
  const counts = { filled: 0, na: 0, missing: 0, stories: 0 };
  /** @type {Map<string, string>} */
  const seen = new Map();
  /** @type {Row[]} */
  const rows = [];
  for (const file of files) {
    if (!file.title) continue;
    const other = seen.get(file.title);
    if (other) problems.push(`${file.file}: title "${file.title}" is also the title of ${other}`);
    seen.set(file.title, file.file);
    const title = file.title;
    const cells = /** @type {Record<State, Cell>} */ ({});
    for (const state of STATES) {
      const stories = file.stories
        .filter((story) => story.state === state)
        .map(({ exportName }) => ({ exportName, id: storyId(title, exportName) }));
      const reason = file.notApplicable[state];
      if (stories.length > 0 && reason) {
        problems.push(
          `${file.file}: "${state}" is declared not applicable but has ${stories.map((s) => s.exportName).join(', ')}`,
        );
      }
      if (stories.length > 0) {
        cells[state] = { kind: 'stories', stories };
        counts.filled += 1;
        counts.stories += stories.length;
      } else if (reason) {
        cells[state] = { kind: 'na', reason };
        counts.na += 1;
      } else {
        cells[state] = { kind: 'missing' };
        counts.missing += 1;
      }
    }
    rows.push({ title, file: file.file, cells });
  }
  rows.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  return { rows, problems, counts };
}

/**
 * Text for a table cell: `|` escaped, no line breaks.
 * @param {string} text
 */
const cellText = (text) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/**
 * @param {Cell} cell
 * @param {string} storybook the built Storybook's address, relative to the doc
 */
function renderCell(cell, storybook) {
  if (cell.kind === 'missing') return '**missing**';
  if (cell.kind === 'na') return `n/a: ${cellText(cell.reason)}`;
  return cell.stories
    .map(({ exportName, id }) => `[${exportName}](${storybook}?path=/story/${id})`)
    .join(', ');
}

/**
 * The generated Markdown between the markers (before Prettier aligns the table).
 * @param {Matrix} matrix
 * @param {string} [storybook]
 */
export function renderMatrix(matrix, storybook = STORYBOOK) {
  const { counts, rows } = matrix;
  const total = counts.filled + counts.na + counts.missing;
  const lines = [
    "<!-- Generated by `npm run story-matrix` (scripts/story-matrix.mjs) from the stories' `parameters.matrix`; do not edit by hand. -->",
    '',
    `${rows.length} screens x ${STATES.length} states = ${total} cells: ${counts.filled} with a story ` +
      `(${counts.stories} stories), ${counts.na} n/a, ${counts.missing} missing.`,
    '',
    `| Screen | ${STATES.map((state) => STATE_HEADINGS[state]).join(' | ')} |`,
    `| --- | ${STATES.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${cellText(row.title)} | ${STATES.map((state) => renderCell(row.cells[state], storybook)).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * The doc with `section` between the markers (the markers must be there, in order).
 * @param {string} doc
 * @param {string} section
 */
export function replaceSection(doc, section) {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${DOC} needs ${START_MARKER} and then ${END_MARKER}`);
  return `${doc.slice(0, start + START_MARKER.length)}\n\n${section.trim()}\n\n${doc.slice(end)}`;
}

// --- Running it ---

/**
 * Every `*.stories.tsx` under `dir` (relative to the repository), sorted.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function storiesFiles(dir) {
  const entries = await readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The table as Prettier prints it (`npm run lint` checks the doc with Prettier too).
 * @param {string} markdown
 * @param {string} docPath
 */
async function formatted(markdown, docPath) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  return prettier.format(markdown, { ...options, parser: 'markdown' });
}

/** @param {string[]} argv */
async function main(argv) {
  const check = argv.includes('--check');
  const files = await Promise.all(
    (await storiesFiles(FEATURES)).map(async (file) =>
      parseStoriesFile(await readFile(path.join(ROOT, file), 'utf8'), file),
    ),
  );
  const matrix = buildMatrix(files);
  if (matrix.problems.length > 0) {
    console.error(`story-matrix: ${matrix.problems.length} problem(s):\n  ${matrix.problems.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }

  const docPath = path.join(ROOT, DOC);
  const doc = await readFile(docPath, 'utf8');
  const next = replaceSection(doc, await formatted(renderMatrix(matrix), docPath));
  // One line a screen: `App/Pages/Users: loading, slow`.
  const missing = matrix.rows.flatMap((row) => {
    const states = STATES.filter((state) => row.cells[state].kind === 'missing');
    return states.length > 0 ? [`${row.title}: ${states.join(', ')}`] : [];
  });
  const { filled, na, stories } = matrix.counts;
  const summary = `${matrix.rows.length} screens: ${filled} cells with a story (${stories} stories), ${na} n/a, ${matrix.counts.missing} missing`;

  if (check) {
    let failed = false;
    if (next !== doc) {
      console.error(`story-matrix: ${DOC} is out of date; run npm run story-matrix`);
      failed = true;
    }
    if (missing.length > 0) {
      console.error(`story-matrix: ${matrix.counts.missing} missing cell(s):\n  ${missing.join('\n  ')}`);
      failed = true;
    }
    if (failed) process.exitCode = 1;
    else console.log(`story-matrix: up to date, ${summary}.`);
    return;
  }

  if (next !== doc) await writeFile(docPath, next);
  console.log(`story-matrix: ${next === doc ? 'unchanged' : `wrote ${DOC}`}, ${summary}.`);
  if (missing.length > 0) console.log(`Missing:\n  ${missing.join('\n  ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
