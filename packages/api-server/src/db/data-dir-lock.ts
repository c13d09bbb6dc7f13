import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config';

/** The lock file's name inside a PGlite data directory. */
export const LOCK_FILE = 'food-admin.lock';

type LockOwner = { pid: number; host: string; startedAt: string };

export class DataDirLockedError extends ConfigError {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release: () => void };

function parseOwner(record: string | undefined): LockOwner | undefined {
  try {
    const owner = JSON.parse(record ?? '') as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock whose owner process is gone (kill -9, a crash) is stale. A lock written on another host
 * (a shared volume) cannot be checked from here, so it is never taken over.
 */
function isStale(owner: LockOwner | undefined): boolean {
  if (owner === undefined) return true;
  return owner.host === os.hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
}

/** Waits `ms` milliseconds, synchronously (the lock is taken before anything else starts). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readRecord(lockPath: string): string | undefined {
  try {
    return fs.readFileSync(lockPath, 'utf8');
  } catch {
    return undefined;
  }
}

/** A takeover that has held its guard this long died in the middle (kill -9): its guard is cleared. */
const ABANDONED_TAKEOVER_MS = 10_000;

/**
 * Replaces the stale lock whose record is `stale` with ours (`record`), if it is still that one.
 * Processes that found the same stale lock take turns through a guard (`<lock>.takeover`, made with
 * mkdir, which only one creates): the first replaces it, the others then find a live owner. Without
 * the guard two could each remove the stale lock and write their own, and both would hold it.
 * Returns whether the lock is now ours.
 */
function takeOverStale(lockPath: string, stale: string | undefined, record: string): boolean {
  const guard = `${lockPath}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > ABANDONED_TAKEOVER_MS)
      fs.rmSync(guard, { recursive: true, force: true });
    else pause(10);
    return false;
  }
  try {
    if (readRecord(lockPath) !== stale) return false;
    // Written whole under a private name, then renamed over the stale record in one step.
    const replacement = `${lockPath}.${process.pid}.new`;
    fs.writeFileSync(replacement, record);
    fs.renameSync(replacement, lockPath);
    return true;
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

/**
 * Takes an exclusive lock on a PGlite data directory. PGlite is a single-process database: two
 * processes on one directory each believe they own it and silently lose each other's writes. The
 * second process (server, seed CLI) is refused with a clear message instead. The lock's record is
 * written whole under a private name and linked into place (link fails when the lock exists), so
 * only one process creates it and no reader ever sees half a record.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  const record = JSON.stringify(me);
  const held: DataDirLock = {
    release: () => {
      // Only remove a lock that is still ours.
      if (parseOwner(readRecord(lockPath))?.pid === me.pid) fs.rmSync(lockPath, { force: true });
    },
  };
  const mine = `${lockPath}.${process.pid}`;
  fs.writeFileSync(mine, record);
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        fs.linkSync(mine, lockPath);
        return held;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const stale = readRecord(lockPath);
      if (stale === undefined) continue; // released meanwhile: try again
      const owner = parseOwner(stale);
      if (!isStale(owner)) {
        throw new DataDirLockedError(
          `The database directory ${dataDir} is in use by process ${owner?.pid} on ${owner?.host} ` +
            `(since ${owner?.startedAt}). PGlite serves one process at a time: stop that process first, ` +
            'or use PostgreSQL (DATABASE_URL) to run several.',
        );
      }
      if (takeOverStale(lockPath, stale, record)) return held;
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  throw new DataDirLockedError(
    `Could not lock the database directory ${dataDir}; another process keeps taking it.`,
  );
}
