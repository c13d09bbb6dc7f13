import { errorBody } from '@food-admin/api-client';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStorage } from '../src/modules/uploads/storage/create-storage';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { buildExtraApp, createUser, startTestServer, type TestServer, type TestUser } from './support/server';
import { blobCount, pngOfSize, recordedBytes, uploadImage } from './support/uploads';

/**
 * The per-user quota (413) and the total cap (507), in every storage, including concurrent uploads:
 * whatever the interleaving, what is stored never passes either limit. The limits are kept by the
 * uploads table, whichever storage holds the bytes (S3: a local s3rver on loopback).
 */

const KIB = 1024;
const IMAGE = pngOfSize(10 * KIB);
const QUOTA = 35 * KIB; // three images fit, a fourth does not
const QUOTA_MESSAGE =
  'Upload quota reached: you have stored 30 KB of images (limit 35 KB). ' +
  'Images no restaurant or dish uses are removed after a day.';
const FULL_MESSAGE = 'Image storage is full. Please tell an administrator.';

const STORAGES = ['local', 'database', 's3'] as const;
type Storage = (typeof STORAGES)[number];

let server: TestServer;
let s3: LocalS3;
const dirs: Record<Storage, string> = {
  local: fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-quota-local-')),
  database: fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-quota-db-')),
  s3: fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-quota-s3-')),
};
const extraApps: FastifyInstance[] = [];

/** An app over the test database with the given storage and limits. */
async function appWith(storage: Storage, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildExtraApp(server, {
    ...(storage === 's3' ? s3.env : { UPLOAD_STORAGE: storage }),
    UPLOAD_DIR: dirs[storage],
    UPLOAD_QUOTA_BYTES: String(QUOTA),
    ...env,
  });
  extraApps.push(app);
  return app;
}

/** The objects in the test bucket. */
async function objectCount(): Promise<number> {
  const bucket = createImageStorage(
    { ...server.config, uploads: { ...server.config.uploads, storage: 's3', s3: s3.settings } },
    server.db,
  );
  return (await bucket.untracked?.listNames())?.length ?? 0;
}

/** Rows, files, blobs and objects: a refused upload changes none of them. */
async function storedState() {
  return {
    bytes: await recordedBytes(server.db),
    files: Object.values(dirs).reduce((sum, dir) => sum + fs.readdirSync(dir).length, 0),
    blobs: await blobCount(server.db),
    objects: await objectCount(),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await server?.close();
  await s3?.close();
  for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(STORAGES)('%s storage', (storage) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(storage);
  });

  it('answers 413 once a user has stored their quota, stores nothing, and lets others upload', async () => {
    const owner = await createUser(server.db, 'RESTAURANT');
    for (let i = 0; i < 3; i += 1) expect((await uploadImage(app, owner, IMAGE)).statusCode).toBe(201);
    const before = await storedState();

    const refused = await uploadImage(app, owner, IMAGE);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual(errorBody(413, QUOTA_MESSAGE));
    expect(await storedState()).toEqual(before);
    expect(await recordedBytes(server.db, owner.uid)).toBe(3 * IMAGE.length);

    // The quota is the uploader's own: someone else still has theirs.
    const other = await createUser(server.db, 'ADMIN');
    expect((await uploadImage(app, other, IMAGE)).statusCode).toBe(201);
  });

  it('never lets concurrent uploads by one user pass the quota together', async () => {
    const owner = await createUser(server.db, 'RESTAURANT');
    const before = await storedState();
    const answers = await Promise.all(Array.from({ length: 8 }, () => uploadImage(app, owner, IMAGE)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    expect(await recordedBytes(server.db, owner.uid)).toBe(3 * IMAGE.length);
    const after = await storedState();
    // Exactly the three accepted images are stored, as files, blobs or objects.
    const stored = (state: typeof before) => state.files + state.blobs + state.objects;
    expect(stored(after) - stored(before)).toBe(3);
  });

  it('answers 507 when all uploads together reach the total cap, and stores nothing', async () => {
    const capped = await appWith(storage, {
      UPLOAD_TOTAL_MAX_BYTES: String((await recordedBytes(server.db)) + 15 * KIB),
    });
    const owner = await createUser(server.db, 'RESTAURANT');
    expect((await uploadImage(capped, owner, IMAGE)).statusCode).toBe(201);
    const before = await storedState();

    const refused = await uploadImage(capped, owner, IMAGE);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual(errorBody(507, FULL_MESSAGE));
    expect(await storedState()).toEqual(before);
  });

  it('never lets concurrent uploads by different users pass the total cap together', async () => {
    const total = await recordedBytes(server.db);
    const capped = await appWith(storage, { UPLOAD_TOTAL_MAX_BYTES: String(total + 25 * KIB) });
    const users: TestUser[] = await Promise.all(
      Array.from({ length: 5 }, () => createUser(server.db, 'RESTAURANT')),
    );
    const answers = await Promise.all(users.map((user) => uploadImage(capped, user, IMAGE)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 507, 507, 507]);
    expect(await recordedBytes(server.db)).toBe(total + 2 * IMAGE.length);
  });
});
