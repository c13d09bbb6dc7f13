import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { sweepOrphanUploads } from '../src/modules/uploads/orphan-sweep';
import { createImageStorage } from '../src/modules/uploads/storage/create-storage';
import { uploadSweepJob } from '../src/modules/uploads/sweep-job';
import { insertDish, insertMenu, insertRestaurant } from './support/fixtures';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { buildExtraApp, createUser, startTestServer, type TestServer, type TestUser } from './support/server';
import { blobCount, nameOf, pngOfSize, uploadImage } from './support/uploads';

const DAY = 86_400_000;
const IMAGE = pngOfSize(2048);

let server: TestServer;
let owner: TestUser;
let databaseApp: FastifyInstance;
let s3App: FastifyInstance;
let s3: LocalS3;
const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-sweep-db-'));
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-sweep-s3-'));

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://api.example.com' });
  s3 = await startLocalS3();
  databaseApp = await buildExtraApp(server, { UPLOAD_STORAGE: 'database', UPLOAD_DIR: databaseDir });
  s3App = await buildExtraApp(server, { ...s3.env, UPLOAD_DIR: s3Dir });
  owner = await createUser(server.db, 'RESTAURANT');
});
afterAll(async () => {
  await databaseApp?.close();
  await s3App?.close();
  await server?.close();
  await s3?.close();
  for (const dir of [databaseDir, s3Dir]) fs.rmSync(dir, { recursive: true, force: true });
});

type StorageKind = 'local' | 'database' | 's3';

/** The app serving from `kind`: the test server itself is on local files. */
const appOf = (kind: StorageKind) => ({ local: server.app, database: databaseApp, s3: s3App })[kind];

/** The storage an instance on `kind` makes (the local one in the test server's upload directory). */
const storageOf = (kind: StorageKind) =>
  createImageStorage(
    { ...server.config, uploads: { ...server.config.uploads, storage: kind, s3: s3.settings } },
    server.db,
  );

/** Uploads through `app` and answers the stored name and full URL. */
async function upload(app: FastifyInstance) {
  const response = await uploadImage(app, owner, IMAGE);
  expect(response.statusCode).toBe(201);
  const url: string = response.json().data.url;
  return { url, name: nameOf(url) };
}

async function age(names: string[], createdAt: Date) {
  await server.db.update(uploads).set({ createdAt }).where(inArray(uploads.name, names));
}

const exists = async (name: string) =>
  (await server.db.select().from(uploads).where(eq(uploads.name, name))).length === 1;

const randomName = () => `${randomBytes(16).toString('hex')}.png`;

const served = async (app: FastifyInstance, name: string) =>
  (await app.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode;

describe.each(['local', 'database', 's3'] as const)('the orphan sweep, %s storage', (kind) => {
  it('deletes an old unreferenced upload, keeps referenced and young ones', async () => {
    const now = new Date();
    const orphan = await upload(appOf(kind));
    const logo = await upload(appOf(kind));
    const dishImage = await upload(appOf(kind));
    const young = await upload(appOf(kind));
    await age([orphan.name, logo.name, dishImage.name], new Date(now.getTime() - 2 * DAY));
    await age([young.name], new Date(now.getTime() - DAY + 60_000));
    // One referenced with the PUBLIC_URL prefix, one by its path alone.
    const restaurant = await insertRestaurant(server.db, { logoUrl: logo.url });
    const menu = await insertMenu(server.db, restaurant.id);
    await insertDish(server.db, menu.id, { imageUrl: `/api/uploads/${dishImage.name}` });
    const blobsBefore = await blobCount(server.db);

    const result = await sweepOrphanUploads({
      db: server.db,
      storage: storageOf(kind),
      graceMs: DAY,
      now,
    });

    expect(result.ran).toBe(true);
    expect(result.deleted).toEqual([orphan.name]);
    expect(result.freedBytes).toBe(IMAGE.length);
    expect(await exists(orphan.name)).toBe(false);
    expect(await served(appOf(kind), orphan.name)).toBe(404);
    for (const kept of [logo, dishImage, young]) {
      expect(await exists(kept.name), kept.url).toBe(true);
      expect(await served(appOf(kind), kept.name), kept.url).toBe(200);
    }
    // Its bytes are gone from where the storage keeps them.
    if (kind === 'local') expect(fs.existsSync(path.join(server.config.uploadDir, orphan.name))).toBe(false);
    expect(await blobCount(server.db)).toBe(blobsBefore - (kind === 'database' ? 1 : 0));
    if (kind === 's3') expect(await storageOf(kind).untracked?.stat(orphan.name)).toBeUndefined();

    // A day later the young one is old too; the referenced ones stay for as long as they are used.
    const later = await sweepOrphanUploads({
      db: server.db,
      storage: storageOf(kind),
      graceMs: DAY,
      now: new Date(now.getTime() + DAY),
    });
    expect(later.deleted).toEqual([young.name]);
  });
});

describe.each(['local', 's3'] as const)('%s storage: bytes without a row', (kind) => {
  it('are adopted once older than the grace period, then swept like any upload unless referenced', async () => {
    // Files uploaded before the table existed, or left by a crash between write and commit.
    const storage = storageOf(kind);
    const [unused, used] = [randomName(), randomName()];
    for (const name of [unused, used]) await storage.put(server.db, name, IMAGE);
    await insertRestaurant(server.db, { logoUrl: `https://api.example.com/api/uploads/${used}` });

    // Just written, they may belong to an upload still in its transaction: left alone.
    const early = await sweepOrphanUploads({ db: server.db, storage, graceMs: DAY });
    expect(early.adopted).toBe(0);
    expect(await exists(unused)).toBe(false);
    expect(await storage.get(unused)).toBeDefined();

    // Two days on (the store sets its objects' times: the sweep's clock moves instead).
    const result = await sweepOrphanUploads({
      db: server.db,
      storage,
      graceMs: DAY,
      now: new Date(Date.now() + 2 * DAY),
    });

    expect(result.adopted).toBe(2);
    expect(result.deleted).toEqual([unused]);
    expect(await storage.get(unused)).toBeUndefined();
    if (kind === 'local') expect(fs.existsSync(path.join(server.config.uploadDir, unused))).toBe(false);
    const [adopted] = await server.db.select().from(uploads).where(eq(uploads.name, used));
    expect(adopted).toMatchObject({ ownerUid: null, sizeBytes: IMAGE.length, mime: 'image/png' });
    expect(await served(appOf(kind), used)).toBe(200);
  });
});

describe('the periodic job', () => {
  it('sweeps when the queue runs it (job-queue.test.ts covers the queue)', async () => {
    const orphan = await upload(server.app);
    await age([orphan.name], new Date(Date.now() - 2 * DAY));
    const job = uploadSweepJob({
      db: server.db,
      storage: createImageStorage(server.config, server.db),
      graceMs: DAY,
      schedule: '17 * * * *',
      log: server.app.log,
    });
    expect(job).toMatchObject({ name: 'upload-sweep', schedule: '17 * * * *' });
    await job.run();
    expect(await exists(orphan.name)).toBe(false);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL', () => {
  it('one instance sweeps at a time: while another holds the lock, a sweep skips', async () => {
    const orphan = await upload(server.app);
    await age([orphan.name], new Date(Date.now() - 2 * DAY));
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(724113006)');
      const skipped = await sweepOrphanUploads({
        db: server.db,
        storage: createImageStorage(server.config, server.db),
        graceMs: DAY,
      });
      expect(skipped).toMatchObject({ ran: false, deleted: [] });
      expect(await exists(orphan.name)).toBe(true);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    const swept = await sweepOrphanUploads({
      db: server.db,
      storage: createImageStorage(server.config, server.db),
      graceMs: DAY,
    });
    expect(swept.deleted).toContain(orphan.name);
  });
});
