import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { createImageStorage } from '../src/modules/uploads/storage/create-storage';
import type { ImageStorage, StoredImage } from '../src/modules/uploads/storage/image-storage';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { createUser, startTestServer, testConfig, type TestServer, type TestUser } from './support/server';
import { blobCount, nameOf, pngOfSize, uploadImage } from './support/uploads';

/**
 * Every storage keeps the ImageStorage contract. The shared ones, UPLOAD_STORAGE=database (bytes
 * in the database) and UPLOAD_STORAGE=s3 (objects in a bucket; here a local S3-compatible server,
 * s3rver, on loopback), serve exactly as files are, and serve every instance: what they are for.
 */

const IMAGE = pngOfSize(4096);
const STORAGES = ['local', 'database', 's3'] as const;
type StorageKind = (typeof STORAGES)[number];

let server: TestServer;
let admin: TestUser;
let s3: LocalS3;
const apps: FastifyInstance[] = [];
let secondDatabase: OpenedDatabase | undefined;

/** The settings of an instance on `kind`. */
const envOf = (kind: StorageKind): Record<string, string> =>
  kind === 's3' ? s3.env : { UPLOAD_STORAGE: kind };

/** The storage an instance on `kind` makes (the local one in the test server's upload directory). */
function storageOf(kind: StorageKind): ImageStorage {
  const { uploads } = server.config;
  return createImageStorage(
    { ...server.config, uploads: { ...uploads, storage: kind, s3: s3.settings } },
    server.db,
  );
}

/** A fresh name, so that no two tests (nor the storages, sharing one uploads table) meet. */
const freshName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

async function bytesOf(image: StoredImage): Promise<Buffer> {
  if (Buffer.isBuffer(image.body)) return image.body;
  const chunks: Buffer[] = [];
  for await (const chunk of image.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An app over `db` ("another instance"), with its own upload directory. */
async function instance(db: Database, env: Record<string, string>): Promise<FastifyInstance> {
  return (await instanceWithConfig(db, env)).app;
}

async function instanceWithConfig(db: Database, env: Record<string, string>) {
  const config = testConfig(env);
  const app = await buildApp(config, { db, verifyIdToken: server.firebase.verifyIdToken });
  app.addHook('onClose', async () => fs.rmSync(config.uploadDir, { recursive: true, force: true }));
  apps.push(app);
  return { app, config };
}

beforeAll(async () => {
  server = await startTestServer();
  s3 = await startLocalS3();
  admin = await createUser(server.db, 'ADMIN');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await secondDatabase?.close();
  await server?.close();
  await s3?.close();
});

async function uploadAndFetch(app: FastifyInstance) {
  const uploaded = await uploadImage(app, admin, IMAGE);
  expect(uploaded.statusCode).toBe(201);
  const url: string = uploaded.json().data.url;
  return { url, served: await app.inject({ method: 'GET', url }) };
}

/** Every header but the ones that vary per response. */
function stableHeaders(headers: Record<string, unknown>) {
  const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
  return rest;
}

describe.each(STORAGES)('the %s storage', (kind) => {
  it('reads back the bytes it stored, with their type; deletes them, names it does not hold included', async () => {
    const storage = storageOf(kind);
    const [name, missing] = [freshName('webp'), freshName('png')];
    await storage.put(server.db, name, IMAGE);

    const stored = await storage.get(name);
    expect(stored).toMatchObject({ size: IMAGE.length, mime: 'image/webp' });
    expect(stored && (await bytesOf(stored)).equals(IMAGE)).toBe(true);
    expect(await storage.get(missing)).toBeUndefined();

    await storage.delete(server.db, [name, missing]);
    await storage.delete(server.db, []);
    expect(await storage.get(name)).toBeUndefined();
    // Blobs commit or roll back with their row: only files and objects can be left without one.
    expect(storage.untracked === undefined).toBe(kind === 'database');
  });
});

describe.each(['local', 's3'] as const)('%s storage: bytes that can outlive their transaction', (kind) => {
  it('are listed and described, for the sweep to adopt (adopt-untracked.ts)', async () => {
    const storage = storageOf(kind);
    const { untracked } = storage;
    if (untracked === undefined) throw new Error(`the ${kind} storage lists nothing`);
    const name = freshName('png');
    const before = Date.now();
    await storage.put(server.db, name, IMAGE);

    expect(await untracked.listNames()).toContain(name);
    const info = await untracked.stat(name);
    expect(info?.size).toBe(IMAGE.length);
    expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
    expect(await untracked.stat(freshName('png'))).toBeUndefined();

    await storage.delete(server.db, [name]);
    expect(await untracked.listNames()).not.toContain(name);
    expect(await untracked.stat(name)).toBeUndefined();
  });
});

describe.each(['database', 's3'] as const)('UPLOAD_STORAGE=%s', (kind) => {
  it('serves the same bytes with the same headers as the local storage, and writes no file', async () => {
    const { app: shared, config } = await instanceWithConfig(server.db, envOf(kind));
    const blobsBefore = await blobCount(server.db);
    const fromFile = await uploadAndFetch(server.app);
    const fromShared = await uploadAndFetch(shared);

    expect(fromShared.served.statusCode).toBe(200);
    expect(fromShared.served.rawPayload.equals(IMAGE)).toBe(true);
    expect(fromFile.served.rawPayload.equals(IMAGE)).toBe(true);
    expect(stableHeaders(fromShared.served.headers)).toEqual(stableHeaders(fromFile.served.headers));
    expect(fromShared.served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(IMAGE.length),
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });

    // The bytes are where the storage keeps them, and nowhere else.
    expect(await blobCount(server.db)).toBe(blobsBefore + (kind === 'database' ? 1 : 0));
    if (kind === 's3') {
      expect(await storageOf('s3').untracked?.stat(nameOf(fromShared.url))).toMatchObject({
        size: IMAGE.length,
      });
    }
    expect(fs.readdirSync(config.uploadDir)).toEqual([]);
  });

  it('an image uploaded through one instance is served by another', async () => {
    // On PostgreSQL the second instance has a pool of its own, as a separate process would.
    const url = process.env.TEST_DATABASE_URL;
    if (url) secondDatabase ??= await openDatabase({ databaseUrl: url, migrate: false });
    const first = await instance(server.db, envOf(kind));
    const second = await instance(secondDatabase?.db ?? server.db, envOf(kind));

    const uploaded = await uploadImage(first, admin, IMAGE);
    expect(uploaded.statusCode).toBe(201);
    const served = await second.inject({ method: 'GET', url: uploaded.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(IMAGE)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');

    // What the mode is for: with local storage another instance has its own directory and 404s.
    const local = await uploadImage(server.app, admin, IMAGE);
    const elsewhere = await instance(server.db, { UPLOAD_STORAGE: 'local' });
    expect((await elsewhere.inject({ method: 'GET', url: local.json().data.url })).statusCode).toBe(404);
  });

  it('answers 404 for names it does not hold', async () => {
    const shared = await instance(server.db, envOf(kind));
    for (const name of [`${'a'.repeat(32)}.png`, 'x.png', '..%2Fetc%2Fpasswd']) {
      expect((await shared.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode, name).toBe(
        404,
      );
    }
  });
});
