import { describe, expect, it } from 'vitest';
import { coalesceFreshLoads } from './fresh-loads';

/** A source whose lookups the test settles one by one; each answers the source's value when it started. */
function controlledSource() {
  let value = 'v1';
  const pending: { key: string; read: string; settle: (fail?: boolean) => void }[] = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const read = `${key}:${value}`;
      pending.push({
        key,
        read,
        settle: (fail) => (fail ? reject(new Error(read)) : resolve(read)),
      });
    });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    load,
    pending,
    flush,
    set: (next: string) => (value = next),
    /** Settles the oldest lookup still open and lets the next one start. */
    settleOldest: async (fail = false) => {
      pending.shift()?.settle(fail);
      await flush();
    },
  };
}

describe('coalesceFreshLoads', () => {
  it('never answers a caller with a lookup that started before it arrived', async () => {
    const source = controlledSource();
    const fresh = coalesceFreshLoads(source.load);
    const first = fresh('a');
    await source.flush();
    source.set('v2'); // e.g. the account is revoked while the first lookup is in flight
    const second = fresh('a');
    const third = fresh('a');
    await source.settleOldest();
    await expect(first).resolves.toBe('a:v1');
    expect(source.pending).toHaveLength(1); // one lookup for both later callers
    await source.settleOldest();
    await expect(second).resolves.toBe('a:v2');
    await expect(third).resolves.toBe('a:v2');
  });

  it('runs at most one lookup and queues one per key, however many callers', async () => {
    const source = controlledSource();
    const fresh = coalesceFreshLoads(source.load);
    const answers = Array.from({ length: 10 }, () => fresh('a'));
    await source.flush();
    expect(source.pending).toHaveLength(1);
    await source.settleOldest();
    expect(source.pending).toHaveLength(1);
    await source.settleOldest();
    expect(source.pending).toHaveLength(0);
    const settled = await Promise.all(answers);
    expect(settled.filter((answer) => answer === 'a:v1')).toHaveLength(10);
  });

  it('keeps keys apart and starts afresh once everything has settled', async () => {
    const source = controlledSource();
    const fresh = coalesceFreshLoads(source.load);
    const a = fresh('a');
    const b = fresh('b');
    await source.flush();
    expect(source.pending.map((lookup) => lookup.key)).toEqual(['a', 'b']);
    await source.settleOldest();
    await source.settleOldest();
    await expect(Promise.all([a, b])).resolves.toEqual(['a:v1', 'b:v1']);
    source.set('v3');
    const later = fresh('a');
    await source.flush();
    expect(source.pending).toHaveLength(1);
    await source.settleOldest();
    await expect(later).resolves.toBe('a:v3');
  });

  it('gives a failure to the callers of that lookup only', async () => {
    const source = controlledSource();
    const fresh = coalesceFreshLoads(source.load);
    const first = fresh('a');
    await source.flush();
    const second = fresh('a');
    await source.settleOldest(true);
    await expect(first).rejects.toThrow('a:v1');
    await source.settleOldest();
    await expect(second).resolves.toBe('a:v1');
  });
});
