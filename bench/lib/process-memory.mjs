// @ts-check
import { readFileSync } from 'node:fs';

/** @param {number | undefined} pid the process's resident memory in MB (Linux), or 0 */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}
