import { describe, expect, it, vi } from 'vitest';
import type { VerifiedToken } from './firebase';
import { cacheVerifiedTokens } from './token-cache';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 1_000_000;
  const verify = vi.fn(async (idToken: string): Promise<VerifiedToken> => {
    if (idToken.startsWith('bad')) throw new Error('invalid token');
    return { uid: `uid-${idToken}`, expiresAtMs: clock + 3_600_000 };
  });
  const cached = cacheVerifiedTokens(verify, {
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock,
  });
  return { verify, cached, advance: (ms: number) => (clock += ms) };
}

describe('cacheVerifiedTokens', () => {
  it('verifies a token once within the time to live', async () => {
    const { verify, cached } = setup();
    await expect(cached('a')).resolves.toMatchObject({ uid: 'uid-a' });
    await expect(cached('a')).resolves.toMatchObject({ uid: 'uid-a' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('verifies again once the time to live has passed', async () => {
    const { verify, cached, advance } = setup({ ttlMs: 1000 });
    await cached('a');
    advance(1001);
    await cached('a');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never trusts a token past its own expiry', async () => {
    let clock = 0;
    const verify = vi.fn(async () => ({ uid: 'u', expiresAtMs: clock + 500 }));
    const cached = cacheVerifiedTokens(verify, { ttlMs: 30_000, maxEntries: 10, now: () => clock });
    await cached('t');
    clock += 501;
    await cached('t');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('does not cache failures', async () => {
    const { verify, cached } = setup();
    await expect(cached('bad')).rejects.toThrow('invalid token');
    await expect(cached('bad')).rejects.toThrow('invalid token');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest token when full', async () => {
    const { verify, cached } = setup({ maxEntries: 2 });
    await cached('a');
    await cached('b');
    await cached('c');
    await cached('b');
    await cached('a');
    expect(verify.mock.calls.map(([token]) => token)).toEqual(['a', 'b', 'c', 'a']);
  });
});
