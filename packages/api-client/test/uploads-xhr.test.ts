// @vitest-environment jsdom
// The progress path uses XMLHttpRequest, which Node lacks: jsdom provides it and MSW intercepts it
// (MSW's XHR interceptor also dispatches upload progress events for requests with a body).
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../src/index';
import { BASE_URL, server, testClient, useMswServer } from './support';

useMswServer();

const image = () => new Blob([new Uint8Array(2048)], { type: 'image/png' });

describe('uploads.image with onProgress (XMLHttpRequest)', () => {
  it('reports progress up to 1, sends the bearer token and the image field, returns data.url', async () => {
    const seen: { authorization: string | null; hasImage: boolean }[] = [];
    server.use(
      http.post(`${BASE_URL}/api/uploads`, async ({ request }) => {
        const form = await request.formData();
        seen.push({ authorization: request.headers.get('authorization'), hasImage: form.has('image') });
        return HttpResponse.json({ data: { url: 'https://cdn.test/c.png' } }, { status: 201 });
      }),
    );
    const { api } = testClient();
    const onProgress = vi.fn();

    await expect(api.uploads.image(image(), { onProgress })).resolves.toBe('https://cdn.test/c.png');

    expect(seen).toEqual([{ authorization: 'Bearer token-1', hasImage: true }]);
    expect(onProgress).toHaveBeenCalled();
    const fractions = onProgress.mock.calls.map(([fraction]) => fraction as number);
    expect(fractions.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    // At least one real progress event from the upload, then the final 1 on load.
    expect(fractions.length).toBeGreaterThanOrEqual(2);
    expect(fractions.at(-1)).toBe(1);
  });

  it('retries once after 401 with a refreshed token', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(`${BASE_URL}/api/uploads`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return authorizations.length === 1
          ? HttpResponse.json({ message: 'expired' }, { status: 401 })
          : HttpResponse.json({ data: { url: 'https://cdn.test/d.png' } }, { status: 201 });
      }),
    );
    const { api } = testClient();

    await expect(api.uploads.image(image(), { onProgress: () => {} })).resolves.toBe(
      'https://cdn.test/d.png',
    );
    expect(authorizations).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('goes to the third-party host without our token', async () => {
    const seen: { key: string | null; authorization: string | null }[] = [];
    server.use(
      http.post('https://imgbb.test/1/upload', ({ request }) => {
        seen.push({
          key: new URL(request.url).searchParams.get('key'),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({ data: { url: 'https://i.imgbb.test/e.png' } });
      }),
    );
    const { api } = testClient({ imageUpload: { url: 'https://imgbb.test/1/upload', key: 'secret' } });

    await expect(api.uploads.image(image(), { onProgress: () => {} })).resolves.toBe(
      'https://i.imgbb.test/e.png',
    );
    expect(seen).toEqual([{ key: 'secret', authorization: null }]);
  });

  it('maps HTTP errors and network failures like the fetch path', async () => {
    const { api } = testClient();

    server.use(
      http.post(`${BASE_URL}/api/uploads`, () =>
        HttpResponse.json({ message: 'Too large' }, { status: 413 }),
      ),
    );
    await expect(api.uploads.image(image(), { onProgress: () => {} })).rejects.toMatchObject({
      status: 413,
      message: 'Too large',
    });

    server.use(
      http.post(`${BASE_URL}/api/uploads`, () =>
        HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '9' } }),
      ),
    );
    await expect(api.uploads.image(image(), { onProgress: () => {} })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 9,
    });

    server.use(http.post(`${BASE_URL}/api/uploads`, () => HttpResponse.error()));
    const error: unknown = await api.uploads
      .image(image(), { onProgress: () => {} })
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && error.isNetworkError && error.status === 0).toBe(true);
  });

  it('rejects with the abort reason when aborted before or during the upload', async () => {
    server.use(http.post(`${BASE_URL}/api/uploads`, () => new Promise<Response>(() => {})));
    const { api } = testClient();

    const early = new AbortController();
    early.abort(new DOMException('too late', 'AbortError'));
    await expect(
      api.uploads.image(image(), { onProgress: () => {}, signal: early.signal }),
    ).rejects.toMatchObject({
      message: 'too late',
    });

    const during = new AbortController();
    const pending = api.uploads.image(image(), { onProgress: () => {}, signal: during.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    during.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'cancelled' });
  });
});
