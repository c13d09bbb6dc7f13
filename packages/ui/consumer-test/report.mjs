// Prints each check as it passes or fails, and remembers whether any failed.

let failures = 0;

/** Runs one check; its return value, if any, is printed as a detail. A throw marks it failed. */
export async function check(what, run) {
  try {
    const detail = await run();
    console.log(`  ✓ ${what}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    failures += 1;
    console.log(`  ✗ ${what}\n      ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A step the rest depends on (a build, the pack): a failure ends the run. */
export async function step(what, run) {
  const started = Date.now();
  console.log(`\n${what}`);
  const result = await run();
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

export function assertEqual(actual, expected, what) {
  const [a, b] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== b) throw new Error(`${what}: expected ${b}, got ${a}`);
}

export const failed = () => failures > 0;
