// @ts-check
// Runs in a worker thread: times GET /api/health every `intervalMs` while the load runs, so a
// server whose event loop is blocked shows it as health latency, measured from a loop of its
// own (autocannon's loop, in the bench's main thread, is busy).
import { parentPort, workerData } from 'node:worker_threads';

const { url, intervalMs } = /** @type {{ url: string, intervalMs: number }} */ (workerData);
/** @type {number[]} */
const latencies = [];
let failures = 0;
let running = true;
parentPort?.on('message', (message) => {
  if (message === 'stop') running = false;
});

while (running) {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - started);
    else failures += 1;
  } catch {
    failures += 1;
  }
  const elapsed = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - elapsed)));
}
parentPort?.postMessage({ latencies, failures });
