import { describe, expect, it } from 'vitest';
import { grantsOf } from '@food-admin/api-client';
import { ChangeFeed, type EventStream } from './change-feed';
import type { ChangeRecord } from './change-record';

const change = (id: number): ChangeRecord => ({
  id,
  kind: 'restaurant',
  recordId: 7,
  version: 1,
  action: 'update',
  actorId: null,
  actorName: null,
  restaurantId: 7,
  menuId: null,
  ownerId: null,
  userId: null,
  courierId: null,
  status: null,
  orderId: null,
  createdAt: new Date(),
});

describe('a stream of the change feed', () => {
  it('sends nothing up to the id it started after, even when heard late (a delayed notification)', async () => {
    const feed = new ChangeFeed({ heartbeatMs: 60_000, maxStreamsPerUser: 5 });
    const written: string[] = [];
    const stream: EventStream = {
      listener: { id: 1, role: 'ADMIN', grants: grantsOf('ADMIN') },
      session: { uid: 'u', authTimeMs: 0 },
      write: (chunk) => (written.push(chunk), true),
      buffered: () => 0,
      end: () => undefined,
    };
    const subscription = feed.add(stream);
    feed.publish(change(3)); // held while the stream starts: committed before its start
    feed.publish(change(6)); // held, after its start
    subscription.goLive(new Set(), 5);
    feed.publish(change(4)); // live, but older than the start: a late notification
    feed.publish(change(7));
    const ids = written.map((chunk) => /^id: (\d+)/.exec(chunk)?.[1]);
    expect(ids).toEqual(['6', '7']);
    await feed.close();
  });
});
