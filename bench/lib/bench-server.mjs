// @ts-check
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onInterrupt } from './cleanup.mjs';
import { BENCH_EMULATOR_HOST, BENCH_PROJECT_ID } from './emulator.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(here, '../..');

/**
 * The real api-server as a forked child (see server-entry.mjs), with an IPC channel for its
 * event-loop delay histogram. Verifies tokens against the bench's Auth Emulator.
 * @param {{ port: number, env: Record<string, string> }} options
 */
export async function startBenchServer({ port, env }) {
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (a flame graph
  // in Chrome DevTools' Performance panel or speedscope; bench/profile-summary.mjs sums it up).
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const child = fork(path.join(here, 'server-entry.mjs'), [], {
    cwd: rootDir,
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, '--cpu-prof-interval=200']
        : []),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FIREBASE_PROJECT_ID: BENCH_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: BENCH_EMULATOR_HOST,
      SEED_DEMO: '0',
      // The bench measures the queries, not the search budget (300 a minute per account), which
      // one fast connection exceeds in seconds and would answer 429.
      RATE_LIMIT_SEARCH: '0',
      // The webhooks measure's receiver listens on loopback (docs/operations.md#webhooks).
      WEBHOOK_ALLOW_LOOPBACK: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const forget = onInterrupt(() => child.kill('SIGKILL'));
  /** @type {(type: string) => Promise<any>} */
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (/** @type {any} */ message) => {
        if (message?.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (/** @type {number | null} */ code) => reject(new Error(`server exited (code ${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const started = Date.now();
  await next('ready');
  const startSeconds = (Date.now() - started) / 1000;
  return {
    startSeconds,
    /** The server process, for sampling its memory (bench/api.mjs measures exports with it). */
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    /** @returns {Promise<void>} */
    resetLoopDelay: async () => {
      const reply = next('loop-delay:reset');
      child.send({ type: 'loop-delay:reset' });
      await reply;
    },
    /** @returns {Promise<{ p50: number, p99: number, max: number }>} */
    readLoopDelay: async () => {
      const reply = next('loop-delay');
      child.send({ type: 'loop-delay:read' });
      return reply;
    },
    stop: async () => {
      forget();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
