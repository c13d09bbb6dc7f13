// @ts-check
// Accessibility-tree baselines of the stories (docs/storybook.md#baselines): what a screen reader
// gets from each story when its play function has finished, as Playwright's ARIA snapshot (roles,
// names, states and text in YAML), kept in storybook-baselines/aria/<story id>.yml. A change to a
// story's tree fails the Storybook check with the lines that differ until the baseline is
// updated on purpose: `npm run baselines:update`, then review the diff of the YAML files.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { updateBaseline } from './baseline-update.mjs';

export const ARIA_BASELINES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../storybook-baselines/aria',
);

/**
 * The clock every story runs at, so dates, relative times and the mocks' seeded data (relative to
 * now) read the same on every run and every machine.
 */
export const BASELINE_TIME = new Date('2026-11-20T10:00:00Z');

/**
 * The toasts' region with no toast in it says nothing to a screen reader; whether the toaster's
 * lazy chunk had rendered it when the story ended is timing, not the story's state.
 * @param {string} snapshot
 */
export const normalizeSnapshot = (snapshot) =>
  snapshot
    .split('\n')
    .filter((line) => !/^\s*- region "Notifications[^"]*"$/.test(line))
    .join('\n');

/** @param {string} storyId */
const fileOf = (storyId) => path.join(ARIA_BASELINES_DIR, `${storyId}.yml`);

/**
 * The first lines where two snapshots differ, marked `-` (baseline) and `+` (now), with the line
 * numbers, so the log shows what changed without a diff tool.
 * @param {string} expected
 * @param {string} actual
 */
export function describeDifference(expected, actual, maxLines = 6) {
  const before = expected.split('\n');
  const after = actual.split('\n');
  /** @type {string[]} */
  const lines = [];
  for (let at = 0; at < Math.max(before.length, after.length) && lines.length < maxLines; at += 1) {
    if (before[at] === after[at]) continue;
    if (before[at] !== undefined) lines.push(`${at + 1} - ${before[at]}`);
    if (after[at] !== undefined) lines.push(`${at + 1} + ${after[at]}`);
  }
  return lines.join('\n');
}

/**
 * Compares a story's snapshot with its baseline, or records it when updating (once two runs agree:
 * baseline-update.mjs). Returns what is wrong (nothing: undefined).
 * @param {string} storyId
 * @param {string} snapshot
 * @param {{ update: boolean }} options
 */
export function checkAriaBaseline(storyId, snapshot, { update }) {
  const file = fileOf(storyId);
  const actual = `${normalizeSnapshot(snapshot).trimEnd()}\n`;
  if (update)
    return updateBaseline(`accessibility tree of ${storyId}`, actual, {
      exists: existsSync(file),
      matches: (candidate) => readFileSync(file, 'utf8') === candidate,
      same: (first, second) => first === second,
      write: (candidate) => {
        mkdirSync(ARIA_BASELINES_DIR, { recursive: true });
        writeFileSync(file, candidate);
      },
    });
  if (!existsSync(file)) return 'no accessibility-tree baseline (run npm run baselines:update and commit it)';
  const expected = readFileSync(file, 'utf8');
  if (expected === actual) return undefined;
  return `accessibility tree differs from ${path.relative(process.cwd(), file)}:\n${describeDifference(expected, actual)}`;
}

/**
 * Baseline files whose story is gone (or no longer held to one), to be reported or removed.
 * @param {Set<string>} storyIds
 */
export function orphanedAriaBaselines(storyIds) {
  if (!existsSync(ARIA_BASELINES_DIR)) return [];
  return readdirSync(ARIA_BASELINES_DIR)
    .filter((file) => !storyIds.has(file.replace(/\.yml$/, '')))
    .map((file) => path.join(ARIA_BASELINES_DIR, file));
}
