/**
 * Shares lookups between concurrent callers without ever answering from before a caller arrived.
 *
 * The revocation check (docs/operations.md#revocation) asks the identity provider, for every admin
 * call and write, about the account as it is now. Ten concurrent calls of one admin made ten
 * identical round trips: the users list and the feed ran at half the req/s of lists without it.
 * Plain request coalescing (join the lookup in flight) would hand a caller an answer the provider
 * may have given before the caller arrived, missing a revocation made in between. Here a caller
 * that finds a lookup in flight waits for the next one instead, which starts when the current one
 * settles and serves every caller that arrived meanwhile: each answer is read after its callers
 * arrived, and one key has at most one lookup running and one waiting.
 */
export function coalesceFreshLoads<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  type Slot = { running: Promise<V>; next: Promise<V> | undefined };
  const slots = new Map<K, Slot>();

  const start = (key: K): Promise<V> => {
    const running = Promise.resolve().then(() => load(key));
    const slot: Slot = { running, next: undefined };
    slots.set(key, slot);
    const release = () => {
      if (slots.get(key) === slot) slots.delete(key);
    };
    running.then(release, release);
    return running;
  };

  return (key) => {
    const slot = slots.get(key);
    if (slot === undefined) return start(key);
    // The lookup in flight may have read the source before this caller came: wait for the next.
    slot.next ??= slot.running.then(
      () => start(key),
      () => start(key),
    );
    return slot.next;
  };
}
