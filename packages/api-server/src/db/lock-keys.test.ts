import { describe, expect, it } from 'vitest';
import { LOCK_KEYS } from './lock-keys';

describe('advisory lock keys', () => {
  it('gives every lock a key of its own', () => {
    const keys = Object.values(LOCK_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
