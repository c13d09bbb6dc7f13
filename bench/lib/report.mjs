// @ts-check
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo, round } from './format.mjs';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/**
 * Writes bench/results/<bench>.json: the figures with the date, the machine (and its load at the
 * start and end, to judge how noisy they are) and how long the run took.
 * @param {string} bench
 * @param {{ started: number, machineAtStart: Awaited<ReturnType<typeof machineInfo>> }} run
 * @param {Record<string, unknown>} figures
 */
export async function writeBenchReport(bench, { started, machineAtStart }, figures) {
  const report = {
    bench,
    date: new Date().toISOString(),
    machine: { ...machineAtStart, loadAverage1mAtEnd: (await machineInfo()).loadAverage1m },
    totalSeconds: round((Date.now() - started) / 1000, 1),
    ...figures,
  };
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${bench}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), file)} (${report.totalSeconds} s in all)`);
}
