// @ts-check
// `npm test`: runs the named package.json scripts one after the other, as `npm run a && npm run b`
// would, and prints how long each took, at the end and at the first failure, so a slow or a red
// CI run says which step it was (the full run should stay under 25 minutes, docs/performance.md).
//   node scripts/test-steps.mjs lint typecheck test:unit ...
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: node scripts/test-steps.mjs <npm script>...');
  process.exit(2);
}

/** @param {number} ms */
const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

/** @type {{ step: string; ms: number; ok: boolean }[]} */
const done = [];
const started = Date.now();
const summary = () => {
  const width = Math.max(...steps.map((step) => step.length));
  console.log('\nnpm test, step by step:');
  for (const { step, ms, ok } of done)
    console.log(`  ${ok ? '✓' : '✗'} ${step.padEnd(width)}  ${duration(ms)}`);
  for (const step of steps.slice(done.length)) console.log(`  - ${step.padEnd(width)}  not run`);
  console.log(`  total ${duration(Date.now() - started)}`);
};

for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n==> npm run ${step}`);
  const { status, signal } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const ok = status === 0;
  done.push({ step, ms: Date.now() - stepStarted, ok });
  if (!ok) {
    summary();
    console.error(`\nnpm run ${step} failed (${signal ?? `exit ${status}`})`);
    process.exit(status ?? 1);
  }
}
summary();
