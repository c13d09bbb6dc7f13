import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { uploadBlobs } from '../src/db/schema';
import { s3ImageStorage } from '../src/modules/uploads/storage/s3-storage';
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from '../test/emulator-constants';
import { startLocalS3, type LocalS3 } from '../test/support/s3-server';
import { createUser, type TestUser } from '../test/support/server';
import { clientFor, type Client } from './support/client';
import { startCluster, type Cluster } from './support/cluster';
import { CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL } from './support/constants';
import { multipartPng } from './support/multipart';
import { randomPng } from './support/png';

/*
 * The two instances with UPLOAD_STORAGE=s3 on one bucket (a local S3-compatible server, s3rver):
 * an image uploaded through either is read through the other from object storage, where its bytes
 * are (not in the database).
 */

let s3: LocalS3;
let cluster: Cluster | undefined;
let api: Client;
let database: OpenedDatabase | undefined;
let admin: TestUser;

beforeAll(async () => {
  s3 = await startLocalS3('cluster-uploads');
  cluster = await startCluster({
    DATABASE_URL: CLUSTER_DATABASE_URL,
    REDIS_URL: CLUSTER_REDIS_URL,
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    TRUST_PROXY: '1',
    MAX_CONNECTIONS_PER_CLIENT: '0',
    ...s3.env,
  });
  api = clientFor(cluster.proxy.url);
  database = await openDatabase({ databaseUrl: CLUSTER_DATABASE_URL, migrate: false });
  admin = await createUser(database.db, 'ADMIN', 'cluster-s3-admin');
});

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
  await s3?.close();
});

describe('uploads in object storage', () => {
  it.each([
    ['A', 'B'],
    ['B', 'A'],
  ] as const)('an image uploaded through %s is read through %s from the bucket', async (writer, reader) => {
    const png = randomPng();
    const uploaded = await api('POST', '/api/uploads', {
      via: writer,
      token: admin.token,
      ...multipartPng(png),
    });
    expect(`${uploaded.status} from ${uploaded.servedBy ?? '?'}`).toBe(`201 from ${writer}`);
    const { pathname } = new URL(uploaded.json<{ data: { url: string } }>().data.url, 'http://any.host');

    const served = await api('GET', pathname, { via: reader });
    expect(`${served.status} from ${served.servedBy ?? '?'}`).toBe(`200 from ${reader}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body.equals(png)).toBe(true);

    // The bytes are an object in the bucket, not a blob in the database.
    const name = pathname.slice(pathname.lastIndexOf('/') + 1);
    expect(await s3ImageStorage(s3.settings).untracked?.stat(name)).toMatchObject({ size: png.length });
    const blobs = await database?.db.select().from(uploadBlobs).where(eq(uploadBlobs.name, name));
    expect(blobs).toEqual([]);
  });
});
