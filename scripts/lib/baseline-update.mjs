// @ts-check
// How `npm run baselines:update` takes a baseline (docs/storybook.md#baselines): a baseline that
// still matches is left as it is, and a new or changed one is written only when two runs of the
// story agree. One run on a busy machine can end a shade or a render apart; a baseline taken from
// such a run would fail every later check.

/**
 * A baseline as the update sees it: whether it exists, whether a candidate matches it, whether two
 * candidates agree, and how to write one.
 * @template T
 * @typedef {{ exists: boolean; matches: (candidate: T) => boolean; same: (a: T, b: T) => boolean; write: (candidate: T) => void }} Baseline
 */

/** @type {Map<string, unknown>} */
const firstRuns = new Map();

/**
 * Returns undefined when the baseline matches or has been written, or the reason the story must
 * run again (its first run is kept to compare the second with).
 * @template T
 * @param {string} key the baseline's name
 * @param {T} candidate what this run produced
 * @param {Baseline<T>} baseline
 */
export function updateBaseline(key, candidate, baseline) {
  if (baseline.exists && baseline.matches(candidate)) {
    firstRuns.delete(key);
    return undefined;
  }
  const first = /** @type {T | undefined} */ (firstRuns.get(key));
  if (first !== undefined && baseline.same(first, candidate)) {
    baseline.write(candidate);
    firstRuns.delete(key);
    return undefined;
  }
  firstRuns.set(key, candidate);
  return first === undefined
    ? `${key} is new or changed: the story runs again to confirm it`
    : `${key} differs between two runs of the story: not taken as a baseline`;
}
