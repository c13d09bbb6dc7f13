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
      // Each process takes the lock when told, at the instant it is given, and says what it got;
      // the holder releases it only once every process has answered, so a slow one cannot arrive
      // after the release and count as a second holder.
      const contender = [
        "import readline from 'node:readline';",
        "import { lockDataDir } from './src/db/data-dir-lock.ts';",
        'let lock;',
        'console.log("ready");',
        'for await (const line of readline.createInterface({ input: process.stdin })) {',
        '  const [command, at, dir] = line.split("\\t");',
        '  if (command === "take") {',
        '    while (Date.now() < Number(at));',
        '    try { lock = lockDataDir(dir); console.log("held"); } catch (error) { console.log(error.name); }',
        '  } else { lock?.release(); lock = undefined; console.log("released"); }',
        '}',
      ].join('\n');
      const processes = Array.from({ length: 6 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', contender], {
          cwd: packageRoot,
        });
        children.push(child);
        const lines: string[] = [];
        const waiting: ((line: string) => void)[] = [];
        let partial = '';
        child.stdout.on('data', (chunk: Buffer) => {
          partial += chunk.toString();
          const complete = partial.split('\n');
          partial = complete.pop() ?? '';
          for (const line of complete) {
            const next = waiting.shift();
            if (next) next(line);
            else lines.push(line);
          }
        });
        const nextLine = () =>
          new Promise<string>((resolve) => {
            const line = lines.shift();
            if (line === undefined) waiting.push(resolve);
            else resolve(line);
          });
        return { send: (line: string) => child.stdin.write(`${line}\n`), nextLine };
      });
      const answers = () => Promise.all(processes.map((contending) => contending.nextLine()));
      expect(await answers()).toEqual(processes.map(() => 'ready'));

      const rounds: string[][] = [];
      for (let round = 0; round < 10; round += 1) {
        const dir = freshDir();
        writeLock(dir, deadPid());
        const at = Date.now() + 50;
        for (const contending of processes) contending.send(`take\t${at}\t${dir}`);
        rounds.push((await answers()).sort());
        for (const contending of processes) contending.send('release');
        await answers();
      }
      const oneHolder = [...Array<string>(5).fill('DataDirLockedError'), 'held'];
      expect(rounds).toEqual(rounds.map(() => oneHolder));
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
