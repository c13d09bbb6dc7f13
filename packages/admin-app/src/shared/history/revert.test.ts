import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@food-admin/api-client';
import { recordAsOf } from './revert';

const entry = (version: number, changes: HistoryEntry['changes']): HistoryEntry => ({
  id: version,
  version,
  action: 'update',
  changedAt: '2026-11-25T10:00:00.000Z',
  actor: null,
  changes,
});

describe('recordAsOf', () => {
  const entries = [
    entry(4, [{ field: 'name', from: 'Two', to: 'Three' }]),
    entry(3, [
      { field: 'name', from: 'One', to: 'Two' },
      { field: 'address', from: '1 Road', to: '2 Road' },
    ]),
    entry(2, [{ field: 'isActive', from: true, to: false }]),
  ];
  const current = { id: 7, version: 4, name: 'Three', address: '2 Road', isActive: false };

  it('sets back every field a newer change touched, to its value before the oldest of them', () => {
    expect(recordAsOf(current, entries, entries[2]!)).toEqual({ ...current, name: 'One', address: '1 Road' });
    expect(recordAsOf(current, entries, entries[1]!)).toEqual({ ...current, name: 'Two' });
  });

  it('answers the current record for the newest change', () => {
    expect(recordAsOf(current, entries, entries[0]!)).toEqual(current);
  });
});
