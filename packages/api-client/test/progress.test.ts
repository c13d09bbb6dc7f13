import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, PROGRESS_CONTENT_TYPE, type Progress } from '../src/index';
import { BASE_URL, capture, server, testClient, useMswServer, type CapturedRequest } from './support';

useMswServer();

const BULK_URL = `${BASE_URL}/api/restaurants/bulk`;
const body = { action: 'deactivate' as const, ids: [1, 2, 3] };
const result = { changed: 2, refused: [{ id: 3, reason: 'Not yours', code: 'NOT_YOURS' }] };

/** An NDJSON answer sent in the given pieces, each a chunk of the body as it leaves the server. */
function ndjson(pieces: readonly string[], init: { status?: number; headers?: Record<string, string> } = {}) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new HttpResponse(stream, {
    status: init.status ?? 200,
    headers: { 'content-type': PROGRESS_CONTENT_TYPE, ...init.headers },
  });
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** Answers POST /api/restaurants/bulk with `answer` and records what was sent. */
function answerBulk(answer: (request: Request, attempt: number) => Response) {
  const requests: CapturedRequest[] = [];
  server.use(
    http.post(BULK_URL, async ({ request }) => {
      requests.push(await capture(request));
      return answer(request, requests.length);
    }),
  );
  return requests;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('a bulk action with onProgress (docs/api.md#progress)', () => {
  it('asks for NDJSON with the token and the JSON body, reports each progress line in order, answers the result', async () => {
    const requests = answerBulk(() =>
      ndjson([
        line({ progress: { done: 0, total: 3 } }),
        line({ progress: { done: 2, total: 3 } }),
        // The server retried its transaction: done starts again.
        line({ progress: { done: 0, total: 3 } }),
        line({ progress: { done: 3, total: 3 } }),
        line({ result }),
      ]),
    );
    const { api } = testClient();
    const seen: Progress[] = [];

    const answer = await api.restaurants.bulk({ body, onProgress: (progress) => seen.push(progress) });

    expect(answer).toEqual(result);
    expect(seen).toEqual([
      { done: 0, total: 3 },
      { done: 2, total: 3 },
      { done: 0, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.headers.get('accept')).toBe(PROGRESS_CONTENT_TYPE);
    expect(request?.headers.get('authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual(body);
  });

  it('parses the result with the endpoint schema: a result that does not fit is a schema error naming the call', async () => {
    answerBulk(() =>
      ndjson([line({ progress: { done: 3, total: 3 } }), line({ result: { changed: 'two' } })]),
    );
    const { api } = testClient();

    const error = await rejection(api.restaurants.bulk({ body, onProgress: () => {} }));

    expect(error.isSchemaError).toBe(true);
    expect(error.status).toBe(200);
    expect(error.message).toContain('POST /api/restaurants/bulk');
  });

  it('parses a line that arrives in pieces, and a last line without its newline', async () => {
    const whole = line({ progress: { done: 1500, total: 3000 } });
    const multibyte = line({ progress: { done: 3000, total: 3000 } });
    const bytes = new TextEncoder().encode(
      JSON.stringify({ result: { changed: 3, refused: [] }, note: 'é' }),
    );
    server.use(
      http.post(BULK_URL, () => {
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(whole.slice(0, 7)));
            controller.enqueue(encoder.encode(whole.slice(7) + multibyte.slice(0, 20)));
            controller.enqueue(encoder.encode(multibyte.slice(20)));
            // A character of two bytes cut between chunks.
            const cut = bytes.indexOf(0xc3) + 1;
            controller.enqueue(bytes.slice(0, cut));
            controller.enqueue(bytes.slice(cut));
            controller.close();
          },
        });
        return new HttpResponse(stream, {
          headers: { 'content-type': `${PROGRESS_CONTENT_TYPE}; charset=utf-8` },
        });
      }),
    );
    const { api } = testClient();
    const onProgress = vi.fn();

    await expect(api.restaurants.bulk({ body, onProgress })).resolves.toEqual({ changed: 3, refused: [] });
    expect(onProgress.mock.calls).toEqual([[{ done: 1500, total: 3000 }], [{ done: 3000, total: 3000 }]]);
  });

  it('skips blank lines and lines of a kind it does not know', async () => {
    answerBulk(() =>
      ndjson([
        line({ heartbeat: true }),
        '\r\n',
        line({ progress: { done: 1, total: 1 } }),
        line({ result }),
      ]),
    );
    const { api } = testClient();
    const onProgress = vi.fn();

    await expect(api.restaurants.bulk({ body, onProgress })).resolves.toEqual(result);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('makes an error line the ApiError the JSON answer would have been', async () => {
    answerBulk(() =>
      ndjson(
        [
          line({ progress: { done: 0, total: 10 } }),
          line({
            error: {
              status: 409,
              message: 'The rows changed while the action ran; nothing was changed',
              code: 'BULK_CONFLICT',
              fieldErrors: { ids: ['Changed since'] },
            },
          }),
          line({ result }),
        ],
        { headers: { 'x-request-id': 'req-7' } },
      ),
    );
    const { api } = testClient();
    const onProgress = vi.fn();

    const error = await rejection(api.restaurants.bulk({ body, onProgress }));

    expect(error.status).toBe(409);
    expect(error.code).toBe('BULK_CONFLICT');
    expect(error.message).toBe('The rows changed while the action ran; nothing was changed');
    expect(error.fieldErrors).toEqual({ ids: ['Changed since'] });
    expect(error.requestId).toBe('req-7');
    expect(error.body).not.toHaveProperty('status');
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('accepts a plain JSON answer (a server or mock that does not stream)', async () => {
    answerBulk(() => HttpResponse.json(result));
    const { api } = testClient();
    const onProgress = vi.fn();

    await expect(api.restaurants.bulk({ body, onProgress })).resolves.toEqual(result);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('raises a refusal before any work (400 with its JSON body) as usual', async () => {
    answerBulk(() =>
      HttpResponse.json(
        { message: 'Too many rows: narrow the filter (at most 10000)', code: 'BULK_TOO_MANY_ROWS' },
        { status: 400, headers: { 'retry-after': '3' } },
      ),
    );
    const { api } = testClient();

    const error = await rejection(api.restaurants.bulk({ body, onProgress: () => {} }));

    expect(error.status).toBe(400);
    expect(error.code).toBe('BULK_TOO_MANY_ROWS');
    expect(error.message).toBe('Too many rows: narrow the filter (at most 10000)');
    expect(error.retryAfterSeconds).toBe(3);
  });

  it('on 401 refreshes the token and streams the second attempt', async () => {
    const requests = answerBulk((request) =>
      request.headers.get('authorization') === 'Bearer token-2'
        ? ndjson([line({ progress: { done: 3, total: 3 } }), line({ result })])
        : HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
    );
    const { api, getIdToken } = testClient();
    const onProgress = vi.fn();

    await expect(api.restaurants.bulk({ body, onProgress })).resolves.toEqual(result);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(requests[1]?.body).toEqual(body);
    expect(getIdToken.mock.calls).toEqual([[], [true]]);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('a stream that ends before its result or error is a network error', async () => {
    answerBulk(() => ndjson([line({ progress: { done: 1, total: 3 } })]));
    const { api } = testClient();

    const error = await rejection(api.restaurants.bulk({ body, onProgress: () => {} }));

    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBe(0);
  });

  it('a line that is not JSON is a broken stream, reported as a network error', async () => {
    answerBulk(() => ndjson(['{"progress":\n', line({ result })]));
    const { api } = testClient();

    const error = await rejection(api.restaurants.bulk({ body, onProgress: () => {} }));

    expect(error.isNetworkError).toBe(true);
  });

  it('goes through the client’s fetch option', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(line({ result }), { headers: { 'content-type': PROGRESS_CONTENT_TYPE } }),
    );
    const { api } = testClient({ fetch });

    await expect(api.restaurants.bulk({ body, onProgress: () => {} })).resolves.toEqual(result);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(BULK_URL);
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    answerBulk(
      () =>
        new HttpResponse(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(line({ progress: { done: 0, total: 3 } })));
            },
          }),
          { headers: { 'content-type': PROGRESS_CONTENT_TYPE } },
        ),
    );
    const { api } = testClient();
    const controller = new AbortController();
    const reason = new Error('left the page');

    const call = api.restaurants.bulk({
      body,
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });

    await expect(call).rejects.toBe(reason);
  });

  it('without onProgress sends the usual JSON request', async () => {
    const requests = answerBulk(() => HttpResponse.json(result));
    const { api } = testClient();

    await expect(api.restaurants.bulk({ body })).resolves.toEqual(result);
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
  });
});
