import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { createUser, startTestServer, testConfig, type TestServer, type TestUser } from './support/server';
import { blobCount, pngOfSize, uploadImage } from './support/uploads';

/**
 * UPLOAD_STORAGE=database keeps the bytes in the database: they are served exactly as files are,
 * and by every instance on that database, which is what the mode is for.
 */

const IMAGE = pngOfSize(4096);

let server: TestServer;
let admin: TestUser;
const apps: FastifyInstance[] = [];
let secondDatabase: OpenedDatabase | undefined;

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
  admin = await createUser(server.db, 'ADMIN');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await secondDatabase?.close();
  await server.close();
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

describe('UPLOAD_STORAGE=database', () => {
  it('serves the same bytes with the same headers as the local storage, and writes no file', async () => {
    const { app: database, config } = await instanceWithConfig(server.db, { UPLOAD_STORAGE: 'database' });
    const blobsBefore = await blobCount(server.db);
    const fromFile = await uploadAndFetch(server.app);
    const fromDatabase = await uploadAndFetch(database);

    expect(fromDatabase.served.statusCode).toBe(200);
    expect(fromDatabase.served.rawPayload.equals(IMAGE)).toBe(true);
    expect(fromFile.served.rawPayload.equals(IMAGE)).toBe(true);
    expect(stableHeaders(fromDatabase.served.headers)).toEqual(stableHeaders(fromFile.served.headers));
    expect(fromDatabase.served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(IMAGE.length),
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });

    expect(await blobCount(server.db)).toBe(blobsBefore + 1);
    expect(fs.readdirSync(config.uploadDir)).toEqual([]);
  });

  it('an image uploaded through one instance is served by another on the same database', async () => {
    // On PostgreSQL the second instance has a pool of its own, as a separate process would.
    const url = process.env.TEST_DATABASE_URL;
    if (url) secondDatabase = await openDatabase({ databaseUrl: url, migrate: false });
    const first = await instance(server.db, { UPLOAD_STORAGE: 'database' });
    const second = await instance(secondDatabase?.db ?? server.db, { UPLOAD_STORAGE: 'database' });

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
    const database = await instance(server.db, { UPLOAD_STORAGE: 'database' });
    for (const name of [`${'a'.repeat(32)}.png`, 'x.png', '..%2Fetc%2Fpasswd']) {
      expect((await database.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode, name).toBe(
        404,
      );
    }
  });
});
