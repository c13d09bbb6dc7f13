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
import { buildExtraApp, createUser, startTestServer, type TestServer, type TestUser } from './support/server';
import { blobCount, nameOf, pngOfSize, uploadImage } from './support/uploads';

const DAY = 86_400_000;
const IMAGE = pngOfSize(2048);

let server: TestServer;
let owner: TestUser;
let databaseApp: FastifyInstance;
const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-sweep-db-'));

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://api.example.com' });
  databaseApp = await buildExtraApp(server, { UPLOAD_STORAGE: 'database', UPLOAD_DIR: databaseDir });
  owner = await createUser(server.db, 'RESTAURANT');
});
afterAll(async () => {
  await databaseApp.close();
  await server.close();
  fs.rmSync(databaseDir, { recursive: true, force: true });
});

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

const served = async (app: FastifyInstance, name: string) =>
  (await app.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode;

describe.each(['local', 'database'] as const)('the orphan sweep, %s storage', (kind) => {
  const appOf = () => (kind === 'local' ? server.app : databaseApp);
  const storageOf = () =>
    createImageStorage({ ...server.config, uploads: { ...server.config.uploads, storage: kind } }, server.db);

  it('deletes an old unreferenced upload, keeps referenced and young ones', async () => {
    const now = new Date();
    const orphan = await upload(appOf());
    const logo = await upload(appOf());
    const dishImage = await upload(appOf());
    const young = await upload(appOf());
    await age([orphan.name, logo.name, dishImage.name], new Date(now.getTime() - 2 * DAY));
    await age([young.name], new Date(now.getTime() - DAY + 60_000));
    // One referenced with the PUBLIC_URL prefix, one by its path alone.
    const restaurant = await insertRestaurant(server.db, { logoUrl: logo.url });
    const menu = await insertMenu(server.db, restaurant.id);
    await insertDish(server.db, menu.id, { imageUrl: `/api/uploads/${dishImage.name}` });
    const blobsBefore = await blobCount(server.db);

    const result = await sweepOrphanUploads({
      db: server.db,
      storage: storageOf(),
      graceMs: DAY,
      now,
    });

    expect(result.ran).toBe(true);
    expect(result.deleted).toEqual([orphan.name]);
    expect(result.freedBytes).toBe(IMAGE.length);
    expect(await exists(orphan.name)).toBe(false);
    expect(await served(appOf(), orphan.name)).toBe(404);
    for (const kept of [logo, dishImage, young]) {
      expect(await exists(kept.name), kept.url).toBe(true);
      expect(await served(appOf(), kept.name), kept.url).toBe(200);
    }
    if (kind === 'local') {
      expect(fs.existsSync(path.join(server.config.uploadDir, orphan.name))).toBe(false);
    } else {
      expect(await blobCount(server.db)).toBe(blobsBefore - 1);
    }

    // A day later the young one is old too; the referenced ones stay for as long as they are used.
    const later = await sweepOrphanUploads({
      db: server.db,
      storage: storageOf(),
      graceMs: DAY,
      now: new Date(now.getTime() + DAY),
    });
    expect(later.deleted).toEqual([young.name]);
  });
});

describe('files on disk without a row (uploaded before the table existed)', () => {
  it('are adopted once older than the grace period, then swept like any upload unless referenced', async () => {
    const dir = server.config.uploadDir;
    const write = (name: string, mtime: Date) => {
      fs.writeFileSync(path.join(dir, name), IMAGE);
      fs.utimesSync(path.join(dir, name), mtime, mtime);
    };
    const old = new Date(Date.now() - 3 * DAY);
    const [unused, used, recent] = ['a', 'b', 'c'].map((digit) => `${digit.repeat(32)}.png`) as [
      string,
      string,
      string,
    ];
    write(unused, old);
    write(used, old);
    write(recent, new Date());
    await insertRestaurant(server.db, { logoUrl: `https://api.example.com/api/uploads/${used}` });

    const result = await sweepOrphanUploads({
      db: server.db,
      storage: createImageStorage(server.config, server.db),
      graceMs: DAY,
    });

    expect(result.adopted).toBe(2);
    expect(result.deleted).toEqual([unused]);
    expect(fs.existsSync(path.join(dir, unused))).toBe(false);
    const [adopted] = await server.db.select().from(uploads).where(eq(uploads.name, used));
    expect(adopted).toMatchObject({ ownerUid: null, sizeBytes: IMAGE.length, mime: 'image/png' });
    // A young file may belong to an upload still in its transaction: left alone.
    expect(await exists(recent)).toBe(false);
    expect(fs.existsSync(path.join(dir, recent))).toBe(true);
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
