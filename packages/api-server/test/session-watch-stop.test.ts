import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { SessionWatch } from '../src/auth/session-watch';
import type { Database } from '../src/db/database';

describe('the session watch at shutdown', () => {
  it('starts no round once stopped, so nothing reaches a closing database', async () => {
    const warn = vi.fn();
    const lookup = vi.fn(async () => new Map());
    const watch = new SessionWatch({
      // Any use of the database would fail (and be logged as a failed round).
      db: {} as Database,
      lookup,
      streams: { openSessions: () => [], endSessions: () => undefined },
      lookupIntervalMs: 1_000,
      tickMs: 60_000,
      log: { warn } as unknown as FastifyBaseLogger,
    });
    await watch.stop();
    // A request still finishing after the stop presents a token, as during Ctrl-C.
    watch.seen({ uid: 'late-caller', expiresAtMs: Date.now() + 60_000 } as Parameters<
      SessionWatch['seen']
    >[0]);
    await watch.tick();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
  });
});
