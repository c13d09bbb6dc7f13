import { errorBody, validationErrorBody, refusalBody } from '@food-admin/api-client';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  [admin, owner, customer] = await Promise.all([
    createUser(server.db, 'ADMIN'),
    createUser(server.db, 'RESTAURANT'),
    createUser(server.db, 'CUSTOMER'),
  ]);
});
afterAll(async () => {
  await server.close();
});

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----food-admin-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  user: TestUser | undefined,
  field: string,
  filename: string,
  type: string,
  content: Buffer,
) {
  const body = multipart(field, filename, type, content);
  return server.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...(user ? user.headers : {}) },
    payload: body.payload,
  });
}

describe('POST /api/uploads', () => {
  it('stores a real image under a random name and serves it back with safe headers', async () => {
    const response = await upload(owner, 'image', 'logo.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const url: string = response.json().data.url;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const name = url.split('/').pop() ?? '';
    expect(fs.readFileSync(path.join(server.config.uploadDir, name)).equals(PNG)).toBe(true);

    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('decides the type from the bytes, not from the name or the declared type', async () => {
    const gifNamedPng = await upload(admin, 'image', 'photo.png', 'image/png', GIF);
    expect(gifNamedPng.statusCode).toBe(201);
    expect(gifNamedPng.json().data.url).toMatch(/\.gif$/);
    const htmlAsImage = await upload(
      admin,
      'image',
      'evil.png',
      'image/png',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(htmlAsImage.statusCode).toBe(415);
    expect(htmlAsImage.json()).toEqual(refusalBody('IMAGE_TYPE'));
    const pdf = await upload(
      admin,
      'image',
      'doc.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n'),
    );
    expect(pdf.statusCode).toBe(415);
  });

  it('answers 413 naming the size limit above it, and stores nothing', async () => {
    const before = fs.readdirSync(server.config.uploadDir).length;
    const big = Buffer.concat([PNG, Buffer.alloc(70 * 1024)]);
    const response = await upload(admin, 'image', 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody(413, 'Image must be at most 0.1 MB'));
    expect(fs.readdirSync(server.config.uploadDir).length).toBe(before);
  });

  it('answers 400 for a wrong field or an empty file, 415 for a non-multipart body', async () => {
    const wrongField = await upload(admin, 'file', 'logo.png', 'image/png', PNG);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual(validationErrorBody({ image: ['An image file is required'] }));
    const empty = await upload(admin, 'image', 'empty.png', 'image/png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: admin.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 400, not 500, for a malformed or truncated multipart body', async () => {
    const noBoundary = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual(errorBody(400, 'Malformed multipart body'));
    const truncated = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('needs an ADMIN or RESTAURANT user', async () => {
    expect((await upload(undefined, 'image', 'logo.png', 'image/png', PNG)).statusCode).toBe(401);
    expect((await upload(customer, 'image', 'logo.png', 'image/png', PNG)).statusCode).toBe(403);
  });

  it('serves only generated names: anything else is 404', async () => {
    for (const name of [
      '..%2F..%2Fpackage.json',
      'x.png',
      `${'a'.repeat(32)}.svg`,
      `${'a'.repeat(32)}.png`,
    ]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('answers absolute URLs when PUBLIC_URL is set', async () => {
    const { buildExtraApp } = await import('./support/server');
    const app = await buildExtraApp(server, {
      PUBLIC_URL: 'https://api.example.com/',
      UPLOAD_DIR: server.config.uploadDir,
    });
    try {
      const body = multipart('image', 'a.png', 'image/png', PNG);
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...body.headers, ...admin.headers },
        payload: body.payload,
      });
      expect(response.json().data.url).toMatch(
        /^https:\/\/api\.example\.com\/api\/uploads\/[0-9a-f]{32}\.png$/,
      );
    } finally {
      await app.close();
    }
  });
});
