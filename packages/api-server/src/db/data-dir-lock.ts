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

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
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

/**
 * Takes an exclusive lock on a PGlite data directory. PGlite is a single-process database: two
 * processes on one directory each believe they own it and silently lose each other's writes. The
 * second process (server, seed CLI) is refused with a clear message instead.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return {
        release: () => {
          // Only remove a lock that is still ours.
          if (readOwner(lockPath)?.pid === me.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (!isStale(owner)) {
        throw new DataDirLockedError(
          `The database directory ${dataDir} is in use by process ${owner?.pid} on ${owner?.host} ` +
            `(since ${owner?.startedAt}). PGlite serves one process at a time: stop that process first, ` +
            'or use PostgreSQL (DATABASE_URL) to run several.',
        );
      }
      // A stale lock: remove it and try once more (the exclusive create decides any race).
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Could not lock the database directory ${dataDir}; another process keeps taking it.`,
  );
}
