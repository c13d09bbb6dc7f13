// @ts-check

/**
 * Nearest-rank percentile of unsorted samples; NaN for none.
 * @param {number[]} samples
 * @param {number} p 0..100
 */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** @param {number[]} samples */
export function median(samples) {
  return percentile(samples, 50);
}
