/** The response header naming a read's place in the stream of changes (docs/api.md#read-marks). */
export const READ_MARK_HEADER = 'x-event-id';

/** How long a first stream waits for the reads in flight before it opens anyway. */
const SETTLE_TIMEOUT_MS = 5000;

/**
 * Where the reads so far stand in the server's stream of changes. The server marks each signed-in
 * read with the newest change it had heard (X-Event-Id); a first event stream that starts after the
 * lowest mark is replayed whatever changed between the page's reads and the stream's opening, which
 * it would otherwise never hear of (docs/api.md#read-marks).
 */
export type ReadMarks = {
  /** Counts one read as in flight until `settled` runs with the mark of its answer (or none). */
  begin(): (mark: string | null | undefined) => void;
  /**
   * Waits for the reads in flight (at most 5 s), then hands over the lowest mark seen since the
   * last call: where a new stream starts. Undefined when no read was marked.
   */
  take(): Promise<string | undefined>;
  /** Forgets the marks seen so far (a stream heard what changed after them). */
  clear(): void;
};

export function createReadMarks(): ReadMarks {
  let lowest: number | undefined;
  const inFlight = new Set<Promise<void>>();
  return {
    begin() {
      let settle = () => {};
      const done = new Promise<void>((resolve) => (settle = resolve));
      inFlight.add(done);
      return (mark) => {
        if (mark != null && /^[0-9]{1,15}$/.test(mark)) {
          lowest = Math.min(lowest ?? Number.POSITIVE_INFINITY, Number(mark));
        }
        inFlight.delete(done);
        settle();
      };
    },
    async take() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, SETTLE_TIMEOUT_MS)));
      await Promise.race([Promise.all(inFlight), timeout]);
      clearTimeout(timer);
      const mark = lowest;
      lowest = undefined;
      return mark === undefined ? undefined : String(mark);
    },
    clear() {
      lowest = undefined;
    },
  };
}
