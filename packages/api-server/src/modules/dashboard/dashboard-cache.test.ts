import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { createDashboardCache } from './dashboard-cache';

/*
 * The cache's rules (dashboard-cache.ts) with a stand-in for the `dashboard_changes` sequence and a
 * clock the test moves; dashboard-series.test.ts shows the real trigger moving the sequence.
 */

function setup(staleMs: number) {
  const state = { version: 1, clock: 0, runs: 0, cost: 0, value: 'first' };
  const db = {
    execute: async () => ({ rows: [{ last_value: state.version, is_called: true }] }),
  } as unknown as Executor;
  const cache = createDashboardCache(db, { staleMs, slowMs: 20, maxAgeMs: 60_000, now: () => state.clock });
  let release: (() => void) | undefined;
  const compute = async () => {
    state.runs += 1;
    const value = state.value;
    state.clock += state.cost;
    if (state.cost === 0) return value;
    await new Promise<void>((resolve) => (release = resolve));
    return value;
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Lets the running computation (started after the version read) return. */
  const finish = async () => {
    await tick();
    release?.();
    await tick();
  };
  return { state, cache, compute, finish };
}

describe('dashboard cache', () => {
  it('serves the entry while nothing was written and recomputes after a write', async () => {
    const { state, cache, compute } = setup(30_000);
    expect(await cache.get('top', compute)).toBe('first');
    state.value = 'second';
    expect(await cache.get('top', compute)).toBe('first');
    expect(state.runs).toBe(1);
    state.version += 1; // a cheap read (cost 0 < slowMs) is simply run again
    expect(await cache.get('top', compute)).toBe('second');
    expect(state.runs).toBe(2);
  });

  it('recomputes an unchanged entry once it is older than the maximum age', async () => {
    const { state, cache, compute } = setup(30_000);
    await cache.get('top', compute);
    state.value = 'second';
    state.clock += 60_000;
    expect(await cache.get('top', compute)).toBe('second');
  });

  it('serves a costly entry for staleMs after a write while one background run refreshes it', async () => {
    const { state, cache, compute, finish } = setup(30_000);
    state.cost = 25;
    const first = cache.get('top', compute);
    await finish();
    expect(await first).toBe('first');

    state.version += 1;
    state.value = 'second';
    expect(await cache.get('top', compute)).toBe('first');
    expect(await cache.get('top', compute)).toBe('first');
    expect(state.runs).toBe(2); // one refresh however many readers
    await finish();
    expect(await cache.get('top', compute)).toBe('second');
    expect(state.runs).toBe(2);
  });

  it('waits for a fresh value once a costly entry is older than staleMs, or with staleMs 0', async () => {
    for (const staleMs of [30_000, 0]) {
      const { state, cache, compute, finish } = setup(staleMs);
      state.cost = 25;
      const first = cache.get('top', compute);
      await finish();
      await first;
      state.version += 1;
      state.value = 'second';
      state.clock += staleMs;
      const second = cache.get('top', compute);
      await finish();
      expect(await second).toBe('second');
    }
  });

  it('shares one computation between concurrent readers and keys entries apart', async () => {
    const { state, cache, compute, finish } = setup(0);
    state.cost = 25;
    const readers = [cache.get('a', compute), cache.get('a', compute)];
    await finish();
    expect(await Promise.all(readers)).toEqual(['first', 'first']);
    expect(state.runs).toBe(1);
    state.cost = 0;
    state.value = 'other';
    expect(await cache.get('b', compute)).toBe('other');
    expect(state.runs).toBe(2);
  });
});
