import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sweepOrphanUploads } from '../src/modules/uploads/orphan-sweep';
import { createImageStorage } from '../src/modules/uploads/storage/create-storage';
import type { ImageStorage } from '../src/modules/uploads/storage/image-storage';
import { insertRestaurant } from './support/fixtures';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import {
  buildExtraApp,
  createUser,
  startTestServer,
  testConfig,
  type TestServer,
  type TestUser,
} from './support/server';
import { nameOf, pngOfSize, recordedBytes, uploadImage } from './support/uploads';

/*
 * UPLOAD_STORAGE=s3 (docs/operations.md#uploads) against a local S3-compatible server (s3rver) on
 * loopback: images stored as objects, served by every instance, under the same quota, cap and
 * orphan sweep as the other storages.
 */

const KIB = 1024;
const DAY = 86_400_000;
const IMAGE = pngOfSize(10 * KIB);

let server: TestServer;
let s3: LocalS3;
let owner: TestUser;
let storage: ImageStorage;
const apps: FastifyInstance[] = [];

/** An instance over the test database and the bucket, with its own (unused) upload directory. */
async function instance(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildExtraApp(server, { ...s3.env, ...env });
  apps.push(app);
  return app;
}

const bytesOf = async (body: Awaited<ReturnType<ImageStorage['get']>>) => {
  if (body === undefined) return undefined;
  if (Buffer.isBuffer(body.body)) return body.body;
  const chunks: Buffer[] = [];
  for await (const chunk of body.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = await startTestServer();
  s3 = await startLocalS3();
  owner = await createUser(server.db, 'RESTAURANT');
  storage = createImageStorage(testConfig(s3.env), server.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await server.close();
  await s3.close();
});

describe('UPLOAD_STORAGE=s3', () => {
  it('stores an upload through one instance as an object that another instance serves', async () => {
    const [first, second] = [await instance(), await instance()];
    const uploaded = await uploadImage(first, owner, IMAGE);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const name = nameOf(uploaded.json().data.url);

    const served = await second.inject({ method: 'GET', url: `/api/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(IMAGE)).toBe(true);
    expect(await storage.untracked?.stat(name)).toMatchObject({ size: IMAGE.length });
    expect(
      (await second.inject({ method: 'GET', url: `/api/uploads/${'f'.repeat(32)}.png` })).statusCode,
    ).toBe(404);
  });

  it('reads, lists and deletes objects; a missing one is no error', async () => {
    const name = `${'1'.repeat(32)}.webp`;
    await storage.put(server.db, name, IMAGE);
    const stored = await storage.get(name);
    expect(stored).toMatchObject({ size: IMAGE.length, mime: 'image/webp' });
    expect((await bytesOf(stored))?.equals(IMAGE)).toBe(true);
    expect(await storage.untracked?.listNames()).toContain(name);

    await storage.delete(server.db, [name, `${'2'.repeat(32)}.png`]);
    expect(await storage.get(name)).toBeUndefined();
    expect(await storage.untracked?.stat(name)).toBeUndefined();
    expect(await storage.untracked?.listNames()).not.toContain(name);
  });

  it("keeps each user's quota: a refused upload stores no object", async () => {
    const quoted = await instance({ UPLOAD_QUOTA_BYTES: String(35 * KIB) });
    const person = await createUser(server.db, 'RESTAURANT');
    for (let i = 0; i < 3; i += 1) expect((await uploadImage(quoted, person, IMAGE)).statusCode).toBe(201);
    const objects = (await storage.untracked?.listNames())?.length;

    const refused = await uploadImage(quoted, person, IMAGE);
    expect(refused.statusCode).toBe(413);
    expect((await storage.untracked?.listNames())?.length).toBe(objects);
    expect(await recordedBytes(server.db, person.uid)).toBe(3 * IMAGE.length);
  });

  it('sweeps old orphans from the bucket, and adopts objects left without a row', async () => {
    const app = await instance();
    const orphan = nameOf((await uploadImage(app, owner, IMAGE)).json().data.url);
    // Objects a crash left without their row: one a restaurant uses, one nothing uses.
    const [used, unused] = [`${'a'.repeat(32)}.png`, `${'b'.repeat(32)}.png`];
    await storage.put(server.db, used, IMAGE);
    await storage.put(server.db, unused, IMAGE);
    await insertRestaurant(server.db, { logoUrl: `/api/uploads/${used}` });

    const result = await sweepOrphanUploads({
      db: server.db,
      storage,
      graceMs: DAY,
      now: new Date(Date.now() + 2 * DAY),
    });
    expect(result.adopted).toBe(2);
    expect(result.deleted).toEqual(expect.arrayContaining([orphan, unused]));
    expect(result.deleted).not.toContain(used);
    expect(await storage.get(orphan)).toBeUndefined();
    expect(await storage.get(unused)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/api/uploads/${used}` })).statusCode).toBe(200);
  });

  it('refuses to start without a bucket, naming the setting', () => {
    expect(() => testConfig({ UPLOAD_STORAGE: 's3' })).toThrow(
      'S3_BUCKET is required with UPLOAD_STORAGE=s3',
    );
    expect(() => testConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => testConfig({ ...s3.env, S3_ENDPOINT: 'localhost:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
  });
});
