import { randomBytes } from 'node:crypto';
import * as sdk from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../src/config';
import { s3ClientConfig, s3ImageStorage, type S3Connection } from '../src/modules/uploads/storage/s3-storage';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { startTestServer, type TestServer } from './support/server';
import { pngOfSize } from './support/uploads';

/*
 * What only the S3 storage has to get right, against a local S3-compatible server (s3rver) on
 * loopback: the object's metadata, listing past one page, deleting in batches, a key prefix, and
 * errors that must not pass for a missing image. What every storage does (store, read, delete,
 * quota, cap, sweep, two instances) is in upload-storage, upload-limits and upload-sweep.test.ts.
 */

const IMAGE = pngOfSize(2048);

let server: TestServer;
let s3: LocalS3;

beforeAll(async () => {
  server = await startTestServer();
  s3 = await startLocalS3();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const freshName = (ext = 'png') => `${randomBytes(16).toString('hex')}.${ext}`;

/** A client on the test bucket that records the commands it sends. */
function recordingConnection(settings: S3Settings) {
  const sent: string[] = [];
  const client = new sdk.S3Client(s3ClientConfig(settings));
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  const connection: S3Connection = { sdk, client };
  return { sent, client, connect: async () => connection };
}

describe('UPLOAD_STORAGE=s3', () => {
  it('writes each object with the type its name stands for and a year of caching', async () => {
    const { client, connect } = recordingConnection(s3.settings);
    const name = freshName('jpg');
    await s3ImageStorage(s3.settings, connect).put(server.db, name, IMAGE);

    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: s3.settings.bucket, Key: name }));
    expect(head).toMatchObject({
      ContentType: 'image/jpeg',
      ContentLength: IMAGE.length,
      CacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('lists every page of the bucket, and only names this server could have made', async () => {
    // s3rver cannot page on Node 17+ (its continuation tokens use DES, which OpenSSL 3 dropped):
    // the client answers ListObjectsV2 itself here, two keys a page.
    const names = Array.from({ length: 4 }, () => freshName());
    const keys = [...names, 'notes/readme.txt', 'x.png'];
    const pages = [keys.slice(0, 2), keys.slice(2, 4), keys.slice(4)];
    const tokens: (string | undefined)[] = [];
    const client = new sdk.S3Client(s3ClientConfig(s3.settings));
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName !== 'ListObjectsV2Command') return next(args);
        const token = (args.input as sdk.ListObjectsV2CommandInput).ContinuationToken;
        tokens.push(token);
        const index = token === undefined ? 0 : Number(token);
        const last = index === pages.length - 1;
        const output: sdk.ListObjectsV2CommandOutput = {
          $metadata: {},
          Contents: (pages[index] ?? []).map((key) => ({ Key: key })),
          IsTruncated: !last,
          NextContinuationToken: last ? undefined : String(index + 1),
        };
        return { output, response: {} } as Awaited<ReturnType<typeof next>>;
      },
      { step: 'initialize', name: 'answerPages' },
    );

    const listed = await s3ImageStorage(s3.settings, async () => ({ sdk, client })).untracked?.listNames();
    expect(listed).toEqual(names);
    expect(tokens).toEqual([undefined, '1', '2']);
  });

  it('deletes in batches of at most 1000 keys, missing ones included', async () => {
    const { sent, connect } = recordingConnection(s3.settings);
    const storage = s3ImageStorage(s3.settings, connect);
    const kept = Array.from({ length: 3 }, () => freshName());
    for (const name of kept) await storage.put(server.db, name, IMAGE);
    const missing = Array.from({ length: 2000 }, () => freshName());

    await storage.delete(server.db, [...missing, ...kept]);
    expect(sent.filter((command) => command === 'DeleteObjectsCommand')).toHaveLength(3);
    for (const name of kept) expect(await storage.get(name)).toBeUndefined();
  });

  it('keeps its objects under S3_PREFIX, beside other data in the bucket', async () => {
    const prefixed = { ...s3.settings, prefix: 'food-admin/' };
    const { client, connect } = recordingConnection(prefixed);
    const storage = s3ImageStorage(prefixed, connect);
    const name = freshName();
    await storage.put(server.db, name, IMAGE);

    const keys = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: prefixed.bucket, Prefix: 'food-admin/' }),
    );
    expect(keys.Contents?.map((object) => object.Key)).toEqual([`food-admin/${name}`]);
    expect(await storage.untracked?.listNames()).toEqual([name]);
    expect(await storage.untracked?.stat(name)).toMatchObject({ size: IMAGE.length });
    // The same bucket without the prefix neither serves nor lists it.
    const unprefixed = s3ImageStorage(s3.settings);
    expect(await unprefixed.get(name)).toBeUndefined();
    expect(await unprefixed.untracked?.listNames()).not.toContain(name);

    await storage.delete(server.db, [name]);
    expect(await storage.get(name)).toBeUndefined();
  });

  it('fails, rather than answering "no such image", when the bucket is missing', async () => {
    const storage = s3ImageStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(storage.get(freshName())).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.untracked?.listNames()).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.put(server.db, freshName(), IMAGE)).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });

  it('fails a delete the store refused for a key, so the sweep keeps the row', async () => {
    const refusing = (code: string): S3Connection => ({
      sdk,
      client: {
        send: async () => ({ Errors: [{ Key: 'a.png', Code: code, Message: 'Access Denied' }] }),
      } as unknown as sdk.S3Client,
    });
    const denied = s3ImageStorage(s3.settings, async () => refusing('AccessDenied'));
    await expect(denied.delete(server.db, [freshName()])).rejects.toThrow(
      'S3 did not delete 1 object(s); a.png: AccessDenied Access Denied',
    );
    const gone = s3ImageStorage(s3.settings, async () => refusing('NoSuchKey'));
    await expect(gone.delete(server.db, [freshName()])).resolves.toBeUndefined();
  });
});
