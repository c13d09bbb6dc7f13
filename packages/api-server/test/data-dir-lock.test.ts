import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';
import { openDatabase } from '../src/db/open';

// PGlite-only behaviour, the same whatever TEST_DATABASE_URL says.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
const children: { kill: () => void }[] = [];

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-lock-'));
  dirs.push(dir);
  return dir;
}

function writeLock(dir: string, pid: number, host = os.hostname()): void {
  fs.writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ pid, host, startedAt: '2026-01-01T00:00:00Z' }),
  );
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid ?? 999_999;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('one process per PGlite data directory', () => {
  it('refuses to open a directory another opener holds, before starting the database', async () => {
    const dir = freshDir();
    const held = lockDataDir(dir);
    await expect(openDatabase({ pgliteDataDir: dir, migrate: false })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ pgliteDataDir: dir, migrate: false })).rejects.toThrow(
      /is in use by process \d+ .*use PostgreSQL \(DATABASE_URL\) to run several/,
    );
    held.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    // Released: the next opener gets it.
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that died (kill -9)', () => {
    const dir = freshDir();
    writeLock(dir, deadPid());
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
  });

  it('takes over an unreadable lock file, but never one held by a live process or another host', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'garbage');
    lockDataDir(dir).release();

    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(sleeper);
    writeLock(dir, sleeper.pid ?? 0);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);

    writeLock(dir, deadPid(), 'another-host');
    expect(() => lockDataDir(dir)).toThrow(/on another-host/);
  });

  // Spawning processes costs seconds: once, in the PGlite pass of the suite.
  it.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
    'gives a stale lock to exactly one of six processes that start in the same millisecond',
    async () => {
      const ROUNDS = 10;
      const ROUND_MS = 250;
      const lockDirs = Array.from({ length: ROUNDS }, () => {
        const dir = freshDir();
        writeLock(dir, deadPid());
        return dir;
      });
      // Each process waits for each round's instant, takes that round's lock, holds it until the
      // round ends (the others decide in far less) and prints what it got, one line a round.
      const contender = [
        "import { lockDataDir } from './src/db/data-dir-lock.ts';",
        'const dirs = JSON.parse(process.env.LOCK_DIRS);',
        'for (const [round, dir] of dirs.entries()) {',
        `  const startAt = Number(process.env.START_AT) + round * ${ROUND_MS};`,
        '  while (Date.now() < startAt);',
        '  let lock;',
        '  try { lock = lockDataDir(dir); console.log("held"); } catch (error) { console.log(error.name); }',
        `  while (Date.now() < startAt + ${ROUND_MS - 50});`,
        '  lock?.release();',
        '}',
      ].join('\n');
      // Time for six processes to load tsx on two cores before the first instant.
      const startAt = Date.now() + 3000;
      const outputs = await Promise.all(
        Array.from(
          { length: 6 },
          () =>
            new Promise<string[]>((resolve, reject) => {
              const child = spawn(
                process.execPath,
                ['--import', 'tsx', '--input-type=module', '-e', contender],
                {
                  cwd: packageRoot,
                  env: { ...process.env, LOCK_DIRS: JSON.stringify(lockDirs), START_AT: String(startAt) },
                },
              );
              children.push(child);
              let output = '';
              child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.on('error', reject);
              child.on('exit', () => resolve(output.trim().split('\n')));
            }),
        ),
      );
      const holders = lockDirs.map((_, round) => outputs.filter((lines) => lines[round] === 'held').length);
      const refused = lockDirs.map(
        (_, round) => outputs.filter((lines) => lines[round] === 'DataDirLockedError').length,
      );
      expect({ holders, refused }).toEqual({
        holders: lockDirs.map(() => 1),
        refused: lockDirs.map(() => 5),
      });
    },
    60_000,
  );

  // Spawning the CLI costs seconds: once, in the PGlite pass of the suite.
  it.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
    'makes the seed CLI refuse a directory the server holds, with one clear line',
    async () => {
      const dataDir = freshDir();
      const held = lockDataDir(path.join(dataDir, 'pglite'));
      try {
        const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
          cwd: packageRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toMatch(/is in use by process \d+/);
      } finally {
        held.release();
      }
    },
    90_000,
  );
});
