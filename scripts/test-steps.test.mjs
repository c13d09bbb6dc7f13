// npm test's runner (scripts/test-steps.mjs): a failed step's last lines come again after the time
// table, since CI keeps only the end of a long log.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const RUNNER = path.join(import.meta.dirname, 'test-steps.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify({
    name: 'steps',
    scripts: {
      // A live step (first of its stage) that prints 200 lines, then fails.
      long: 'node -e "for (let i = 1; i <= 200; i++) console.log(\'line \' + i); process.exit(1)"',
      // A held step beside it that fails too.
      short: 'node -e "console.error(\'short broke\'); process.exit(3)"',
      never: 'node -e "console.log(\'never ran\')"',
    },
  }),
);

describe('test-steps', () => {
  const { status, stdout, stderr } = spawnSync('node', [RUNNER, 'long&short', 'never'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const output = stdout + stderr;

  it('fails, and runs no stage after a failed one', () => {
    expect(status).toBe(1);
    expect(output).not.toContain('never ran');
  });

  it("repeats each failed step's last 80 lines after its output", () => {
    const heading = '==> npm run long failed; the last 80 lines of its output again:\n';
    const again = stderr.indexOf(heading);
    expect(again).toBeGreaterThanOrEqual(0);
    const tail = (stderr.slice(again + heading.length).split('\n==> npm run short failed')[0] ?? '').trim();
    expect(tail.split('\n').length).toBeLessThanOrEqual(80);
    expect(tail).toContain('line 200');
    // npm's own error lines count among the 80: line 100 is well before them.
    expect(tail).toContain('line 150');
    expect(tail).not.toMatch(/^line 100$/m);
    expect(stderr).toMatch(
      /==> npm run short failed; the last 80 lines of its output again:[\s\S]*short broke/,
    );
  });

  it('prints the time table after the repeated lines', () => {
    expect(stdout).toMatch(/✗ long[\s\S]*✗ short[\s\S]*- never\s+not run/);
    expect(stderr).toMatch(/npm run long failed \(exit 1\)[\s\S]*npm run short failed \(exit 3\)/);
  });
});
