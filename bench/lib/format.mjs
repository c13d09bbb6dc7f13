// @ts-check

/**
 * A plain fixed-width text table (first column left-aligned, the rest right-aligned).
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows.map((row) => row.map((cell) => String(cell)))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** @param {number} value @param {number} digits */
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The machine a figure comes from, recorded next to it. */
export async function machineInfo() {
  const os = await import('node:os');
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // Other work on a 2-core machine skews every figure: recorded so a noisy run can be told apart.
    loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
  };
}

/** Warns when the machine is already busy, since the figures would then measure the contention. */
export async function warnIfBusy() {
  const os = await import('node:os');
  const load = os.loadavg()[0] ?? 0;
  if (load > os.cpus().length) {
    console.warn(
      `warning: load average ${load.toFixed(1)} on ${os.cpus().length} cores: other processes compete for the CPU, expect lower and noisier figures`,
    );
  }
}
