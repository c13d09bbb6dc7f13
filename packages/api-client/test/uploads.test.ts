import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as load from '../src/contract/load';
import { loadContract } from '../src/contract/load';
import { isApiError } from '../src/index';
import { BASE_URL, server, testClient, useMswServer } from './support';

// The real loader, watched: a third-party upload must not wait for the endpoint table.
vi.mock('../src/contract/load', async (importOriginal) => {
  const actual = await importOriginal<typeof load>();
  return { ...actual, loadContract: vi.fn(actual.loadContract) };
});

useMswServer();

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

type SeenUpload = { url: URL; authorization: string | null; image: FormDataEntryValue | null };

function uploadEndpoint(url: string, answer: () => Response) {
  const seen: SeenUpload[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const form = await request.formData();
      seen.push({
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
        image: form.get('image'),
      });
      return answer();
    }),
  );
  return seen;
}

describe('uploads.image (fetch)', () => {
  it('posts the file as multipart field "image" to /api/uploads with the bearer token and returns data.url', async () => {
    const seen = uploadEndpoint(`${BASE_URL}/api/uploads`, () =>
      HttpResponse.json({ data: { url: 'https://cdn.test/a.png' } }, { status: 201 }),
    );
    const { api } = testClient();

    const url = await api.uploads.image(png());

    expect(url).toBe('https://cdn.test/a.png');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBe('Bearer token-1');
    const image = seen[0]?.image;
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('photo.png');
    expect((image as File).size).toBe(4);
  });

  it('resolves a path answer against the API base so forms get an absolute http(s) URL', async () => {
    uploadEndpoint(`${BASE_URL}/api/uploads`, () =>
      HttpResponse.json({ data: { url: '/api/uploads/abc.png' } }, { status: 201 }),
    );
    const { api } = testClient();

    await expect(api.uploads.image(new Blob(['x'], { type: 'image/png' }))).resolves.toBe(
      'http://api.test/api/uploads/abc.png',
    );
  });

  it('refreshes the token once on 401 like every other call', async () => {
    let attempts = 0;
    uploadEndpoint(`${BASE_URL}/api/uploads`, () => {
      attempts += 1;
      return attempts === 1
        ? HttpResponse.json({ message: 'expired' }, { status: 401 })
        : HttpResponse.json({ data: { url: 'https://cdn.test/b.png' } }, { status: 201 });
    });
    const { api, getIdToken } = testClient();

    await expect(api.uploads.image(png())).resolves.toBe('https://cdn.test/b.png');
    expect(getIdToken.mock.calls).toEqual([[], [true]]);
  });

  it('sends to a third-party host with ?key= and never our bearer token', async () => {
    const seen = uploadEndpoint('https://imgbb.test/1/upload', () =>
      HttpResponse.json({
        data: { url: 'https://i.imgbb.test/x.png', display_url: 'ignored' },
        success: true,
      }),
    );
    const { api, getIdToken } = testClient({
      imageUpload: { url: 'https://imgbb.test/1/upload', key: 'k&1' },
    });

    await expect(api.uploads.image(png())).resolves.toBe('https://i.imgbb.test/x.png');
    expect(seen[0]?.url.searchParams.get('key')).toBe('k&1');
    expect(seen[0]?.authorization).toBeNull();
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('sends to a third-party host without loading the endpoint table (only our own path is in it)', async () => {
    uploadEndpoint('https://imgbb.test/1/upload', () =>
      HttpResponse.json({ data: { url: 'https://i.imgbb.test/z.png' } }),
    );
    const { api } = testClient({ imageUpload: { url: 'https://imgbb.test/1/upload', key: 'k' } });
    vi.mocked(loadContract).mockClear();

    await expect(api.uploads.image(png())).resolves.toBe('https://i.imgbb.test/z.png');
    expect(loadContract).not.toHaveBeenCalled();

    uploadEndpoint(`${BASE_URL}/api/uploads`, () =>
      HttpResponse.json({ data: { url: 'https://cdn.test/own.png' } }),
    );
    await expect(testClient().api.uploads.image(png())).resolves.toBe('https://cdn.test/own.png');
    expect(loadContract).toHaveBeenCalled();
  });

  it('appends the key to a host URL that already has a query string', async () => {
    const seen = uploadEndpoint('https://imgbb.test/1/upload', () =>
      HttpResponse.json({ data: { url: 'https://i.imgbb.test/y.png' } }),
    );
    const { api } = testClient({
      imageUpload: { url: 'https://imgbb.test/1/upload?expiration=600', key: 'abc' },
    });

    await api.uploads.image(png());

    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ expiration: '600', key: 'abc' });
  });

  it('surfaces the host error (e.g. a missing key) as ApiError', async () => {
    uploadEndpoint('https://imgbb.test/1/upload', () =>
      HttpResponse.json({ message: 'Invalid API v1 key.' }, { status: 400 }),
    );
    const { api } = testClient({ imageUpload: { url: 'https://imgbb.test/1/upload', key: '' } });

    await expect(api.uploads.image(png())).rejects.toMatchObject({
      status: 400,
      message: 'Invalid API v1 key.',
    });
  });

  it('rejects a reply without data.url, or with a non-http(s) URL, as a schema error', async () => {
    const { api } = testClient();
    for (const body of [
      { data: {} },
      { data: { url: 'javascript:alert(1)' } },
      { url: 'https://x.test/a.png' },
    ]) {
      server.use(http.post(`${BASE_URL}/api/uploads`, () => HttpResponse.json(body, { status: 201 })));
      const error: unknown = await api.uploads.image(png()).catch((reason: unknown) => reason);
      expect(isApiError(error) && error.isSchemaError && error.status === 201).toBe(true);
    }
  });

  it('rejects with the abort reason, not a network error, when the signal aborts', async () => {
    server.use(http.post(`${BASE_URL}/api/uploads`, () => new Promise<Response>(() => {})));
    const { api } = testClient();
    const controller = new AbortController();

    const pending = api.uploads.image(png(), { signal: controller.signal });
    controller.abort(new DOMException('user cancelled', 'AbortError'));

    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'user cancelled' });
  });
});
