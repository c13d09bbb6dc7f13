import { describe, expect, it, vi } from 'vitest';
import { createApiClient, sseMessage, type ChangeEvent } from '../src/index';

/*
 * The live-update client (docs/api.md#events): a fetch-based SSE reader that validates each change,
 * reconnects with Last-Event-ID and a fresh token, and stops when aborted.
 */

const change = (id: number, overrides: Partial<ChangeEvent> = {}): ChangeEvent => ({
  id,
  kind: 'restaurant',
  recordId: 7,
  version: id + 1,
  action: 'update',
  actor: { id: 1, name: 'Ada Admin' },
  at: '2026-11-25T10:00:00.000Z',
  restaurantId: 7,
  menuId: null,
  orderId: null,
  ...overrides,
});

/** A response whose body is the given SSE text, then ends (the server closed the stream). */
const streamOf = (text: string, status = 200) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': status === 200 ? 'text/event-stream' : 'application/json' } },
  );

type Call = { headers: Record<string, string> };

function harness(responses: Array<() => Response>) {
  const calls: Call[] = [];
  const controller = new AbortController();
  const fetchStub = vi.fn(async (_url: unknown, init?: RequestInit) => {
    calls.push({ headers: { ...(init?.headers as Record<string, string>) } });
    const next = responses.shift();
    if (next === undefined) {
      controller.abort();
      return new Response(null, { status: 503 });
    }
    return next();
  });
  const getIdToken = vi.fn(async (refresh?: boolean) => (refresh ? 'fresh-token' : 'token'));
  const api = createApiClient({ baseURL: 'http://api.test', getIdToken, fetch: fetchStub as typeof fetch });
  return { api, calls, controller, getIdToken, fetchStub };
}

describe('api.events.stream', () => {
  it('hands each valid change to onChange, in order, and skips what does not parse', async () => {
    const { api, controller, calls } = harness([
      () =>
        streamOf(
          'retry: 5\n\n' +
            sseMessage('ready', {}, 10) +
            sseMessage('change', change(11), 11) +
            sseMessage('change', { id: 12, kind: 'planet' }, 12) +
            ': heartbeat\n\n' +
            sseMessage('change', change(13, { kind: 'dish', menuId: 3 }), 13),
        ),
    ]);
    const seen: ChangeEvent[] = [];
    await api.events.stream({ signal: controller.signal, onChange: (event) => seen.push(event) });
    expect(seen.map((event) => [event.id, event.kind])).toEqual([
      [11, 'restaurant'],
      [13, 'dish'],
    ]);
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer token', accept: 'text/event-stream' });
    expect(calls[0]?.headers['last-event-id']).toBeUndefined();
  });

  it('reconnects after the stream ends, resuming after the last id it received', async () => {
    const { api, controller, calls } = harness([
      () => streamOf('retry: 5\n\n' + sseMessage('ready', {}, 20) + sseMessage('change', change(21), 21)),
      () => streamOf('retry: 5\n\n' + sseMessage('change', change(22), 22) + sseMessage('ready', {}, 22)),
    ]);
    const statuses: boolean[] = [];
    const seen: number[] = [];
    await api.events.stream({
      signal: controller.signal,
      onChange: (event) => seen.push(event.id),
      onStatus: (connected) => statuses.push(connected),
    });
    expect(seen).toEqual([21, 22]);
    expect(calls[1]?.headers['last-event-id']).toBe('21');
    expect(calls[2]?.headers['last-event-id']).toBe('22');
    expect(statuses.slice(0, 4)).toEqual([true, false, true, false]);
  });

  it('says it is down after a failed first attempt too, and up once a stream opens', async () => {
    const { api, controller } = harness([
      () => streamOf('{"message":"Live updates are not available"}', 503),
      () => streamOf('retry: 5\n\n' + sseMessage('ready', {}, 50)),
    ]);
    const statuses: boolean[] = [];
    await api.events.stream({
      signal: controller.signal,
      onChange: () => undefined,
      onStatus: (connected) => statuses.push(connected),
    });
    expect(statuses.slice(0, 2)).toEqual([false, true]);
  });

  it('asks for a refreshed token after a 401 and tells a reset', async () => {
    const { api, controller, calls, getIdToken } = harness([
      () => streamOf('{"message":"Token expired"}', 401),
      () => streamOf('retry: 5\n\n' + sseMessage('reset', {}, 40)),
    ]);
    const onReset = vi.fn();
    await api.events.stream({ signal: controller.signal, onChange: () => undefined, onReset });
    expect(getIdToken).toHaveBeenNthCalledWith(2, true);
    expect(calls[1]?.headers.authorization).toBe('Bearer fresh-token');
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('stops when aborted, without another request', async () => {
    const controller = new AbortController();
    let requests = 0;
    const fetchStub = (async (_url: unknown, init?: RequestInit) => {
      requests += 1;
      // A stream that stays open until the caller aborts.
      return new Response(
        new ReadableStream({
          start(stream) {
            stream.enqueue(new TextEncoder().encode(sseMessage('ready', {}, 1)));
            init?.signal?.addEventListener('abort', () => stream.error(new Error('aborted')));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    }) as typeof fetch;
    const api = createApiClient({ baseURL: '', getIdToken: async () => 't', fetch: fetchStub });
    const following = api.events.stream({ signal: controller.signal, onChange: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await following;
    expect(requests).toBe(1);
  });
});

describe('the first stream after the page has read (read marks)', () => {
  /**
   * A fetch that answers the health check with the given marks (the second read held until
   * `release`), and an event stream that says ready and is then closed for good.
   */
  function markedHarness(marks: string[]) {
    const streamHeaders: Array<Record<string, string>> = [];
    let controller = new AbortController();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const fetchStub = vi.fn(async (url: unknown, init?: RequestInit) => {
      if (String(url).endsWith('/api/events')) {
        streamHeaders.push({ ...(init?.headers as Record<string, string>) });
        controller.abort();
        return streamOf(sseMessage('ready', {}, 99));
      }
      const mark = marks[reads];
      reads += 1;
      if (reads === 2) await held;
      return new Response(JSON.stringify({ status: 'ok' }), {
        headers: { 'content-type': 'application/json', ...(mark ? { 'x-event-id': mark } : {}) },
      });
    });
    const api = createApiClient({
      baseURL: 'http://api.test',
      getIdToken: async () => 'token',
      fetch: fetchStub,
    });
    const stream = () => {
      controller = new AbortController();
      return api.events.stream({ signal: controller.signal, onChange: () => {} });
    };
    return { api, stream, release, streamHeaders };
  }

  it('resumes after the lowest mark, once the reads in flight have answered', async () => {
    const { api, stream, release, streamHeaders } = markedHarness(['42', '40', '45']);
    await api.health.check();
    const slow = api.health.check(); // marked 40, still in flight when the stream starts
    await api.health.check();
    const following = stream();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(streamHeaders).toEqual([]);
    release();
    await slow;
    await following;
    expect(streamHeaders[0]?.['last-event-id']).toBe('40');
  });

  it('starts from now when no read was marked, and a later stream from the reads after the last one', async () => {
    const { api, stream, release, streamHeaders } = markedHarness(['', '9', '12']);
    release();
    await api.health.check();
    await stream();
    expect(streamHeaders[0]?.['last-event-id']).toBeUndefined();
    await api.health.check();
    await stream();
    expect(streamHeaders[1]?.['last-event-id']).toBe('9');
    await api.health.check();
    await stream();
    expect(streamHeaders[2]?.['last-event-id']).toBe('12');
  });
});
