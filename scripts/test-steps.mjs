// @ts-check
// `npm test`: runs the named package.json scripts stage after stage, stopping at the first failed
// stage, and prints how long each step took, at the end and at the first failure, so a slow or a
// red CI run says which step it was (the full run should stay under 25 minutes,
// docs/performance.md). Steps joined by `&` form one stage and run at the same time: for steps that
// leave a core idle (the end-to-end journeys wait on a browser, the server tests on a database), so
// the stage takes as long as its longest step instead of their sum. The first step of a stage
// prints as it goes; the others' output is held and printed whole when each ends, so no two
// steps' lines interleave. When a step fails, the end of its output is printed again after the
// table: CI keeps only the end of a long log, and a stage's first step printed long before it.
//   node scripts/test-steps.mjs lint typecheck 'test:server&test:e2e' ...
import { spawn } from 'node:child_process';

const stages = process.argv.slice(2).map((stage) => stage.split('&').map((step) => step.trim()));
if (stages.length === 0 || stages.some((stage) => stage.includes(''))) {
  console.error("usage: node scripts/test-steps.mjs <npm script>|'<npm script>&<npm script>'...");
  process.exit(2);
}

/** @param {number} ms */
const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

/** @typedef {{ step: string; ms: number; ok: boolean; failure?: string; tail: string }} Result */

/** Lines of a failed step's output printed again at the end. */
const FAILURE_TAIL_LINES = 80;
/** Bytes kept of each step's output for that tail (the journeys print a few MB in a bad run). */
const KEPT_BYTES = 256 * 1024;

/**
 * Runs `npm run <step>`; with `live` its output goes straight to ours, else it is printed whole
 * when the step ends.
 * @param {string} step
 * @param {boolean} live
 * @returns {Promise<Result>}
 */
function run(step, live) {
  const started = Date.now();
  console.log(
    live ? `\n==> npm run ${step}` : `\n==> npm run ${step} (started; its output follows when it ends)`,
  );
  const child = spawn('npm', ['run', step], { stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Buffer[]} */
  const held = [];
  let heldBytes = 0;
  /** @param {NodeJS.WriteStream} out @returns {(chunk: Buffer) => void} */
  const keep = (out) => (chunk) => {
    if (live) out.write(chunk);
    held.push(chunk);
    heldBytes += chunk.length;
    // A live step only needs its tail kept; a held one is printed whole.
    while (live && held.length > 1 && heldBytes - (held[0]?.length ?? 0) > KEPT_BYTES)
      heldBytes -= held.shift()?.length ?? 0;
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      const output = Buffer.concat(held);
      if (!live) {
        console.log(`\n==> npm run ${step} (its output, ${duration(Date.now() - started)})`);
        process.stdout.write(output);
      }
      const ok = status === 0;
      const tail = ok ? '' : output.toString('utf8').split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
      resolve({
        step,
        ms: Date.now() - started,
        ok,
        failure: ok ? undefined : (signal ?? `exit ${status}`),
        tail,
      });
    });
  });
}

/** @type {Result[]} */
const done = [];
const started = Date.now();
const summary = () => {
  const all = stages.flat();
  const width = Math.max(...all.map((step) => step.length));
  console.log('\nnpm test, step by step (steps of one stage ran at the same time):');
  for (const stage of stages) {
    for (const [index, step] of stage.entries()) {
      const result = done.find((entry) => entry.step === step);
      const mark = result === undefined ? '-' : result.ok ? '✓' : '✗';
      const time = result === undefined ? 'not run' : duration(result.ms);
      console.log(`  ${index === 0 ? ' ' : '&'} ${mark} ${step.padEnd(width)}  ${time}`);
    }
  }
  console.log(`  total ${duration(Date.now() - started)}`);
};

for (const stage of stages) {
  const results = await Promise.all(stage.map((step, index) => run(step, index === 0)));
  done.push(...results);
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    for (const { step, tail } of failed) {
      console.error(
        `\n==> npm run ${step} failed; the last ${FAILURE_TAIL_LINES} lines of its output again:\n${tail}`,
      );
    }
    summary();
    for (const { step, failure } of failed) console.error(`\nnpm run ${step} failed (${failure})`);
    process.exit(1);
  }
}
summary();
