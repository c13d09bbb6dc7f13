// @ts-check
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sleep } from './wait.mjs';

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ExitStatus
 * @typedef {{
 *   name: string,
 *   pid: number,
 *   exited: Promise<ExitStatus>,
 *   hasExited: () => boolean,
 *   recentOutput: () => string,
 * }} Child
 */

const TAIL_LINES = 40;

/**
 * Spawns a command in its own process group (detached), so that stopping it reaches every process
 * it started (npm -> sh -> node, tsx -> node) and so that a terminal Ctrl-C reaches only us: we
 * decide the order and send each child exactly one signal (a second one makes the Auth Emulator
 * skip its export).
 * Output goes to our console with a `[name]` prefix, or only to `logFile` when given.
 * @param {{ name: string, command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv, logFile?: string }} options
 * @returns {Child}
 */
export function startChild({ name, command, args, cwd, env, logFile }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${name} (${command})`);

  /** @type {string[]} */
  const tail = [];
  const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      if (file) file.write(`${line}\n`);
      else console.log(`[${name}] ${line}`);
    });
  }

  let done = false;
  /** @type {Promise<ExitStatus>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      file?.end();
      resolve({ code, signal });
    });
  });
  return { name, pid: child.pid, exited, hasExited: () => done, recentOutput: () => tail.join('\n') };
}

/**
 * Signals the child's process group once, waits up to `graceMs`, then kills what is left.
 * @param {Child} child
 * @param {{ signal?: NodeJS.Signals, graceMs: number }} options
 */
export async function stopChild(child, { signal = 'SIGTERM', graceMs }) {
  if (!child.hasExited()) {
    signalGroup(child.pid, signal);
    const inTime = await Promise.race([child.exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (!inTime) {
      console.error(`${child.name} did not stop within ${Math.round(graceMs / 1000)} s; killing it.`);
      signalGroup(child.pid, 'SIGKILL');
      await child.exited;
    }
  }
  // The leader is gone; anything it left in its group (a grandchild that ignored the signal) goes too.
  await sleep(100);
  signalGroup(child.pid, 'SIGKILL');
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already empty.
  }
}
