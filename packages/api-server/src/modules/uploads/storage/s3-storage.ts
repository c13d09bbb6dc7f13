import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../config';
import { mimeOfName, UPLOAD_NAME } from '../image-files';
import type { ImageStorage, StoredFileInfo } from './image-storage';

/** The SDK's module and one client made with it. */
export type S3Connection = { sdk: typeof S3Sdk; client: S3Sdk.S3Client };

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * An object that is not there. GET names it NoSuchKey; HEAD answers a bare 404 (no body to name
 * it). A missing bucket is a misconfiguration, not an image gone: it must fail loudly, not 404.
 */
function isMissingKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...): every instance sees every image, as with
 * the database storage, without the database's space or its round trip per image. An object is
 * written before its row commits, so, as with files, a rolled-back or crashed upload can leave an
 * object without a row: the sweep adopts or removes it through `untracked`.
 */
export function s3ImageStorage(settings: S3Settings, connect = connectOnFirstUse(settings)): ImageStorage {
  const { bucket, prefix } = settings;
  const keyOf = (name: string) => `${prefix}${name}`;

  const stat = async (name: string): Promise<StoredFileInfo | undefined> => {
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissingKey(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(_tx, name, bytes) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: bytes,
          // The type the name stands for, as the other storages serve it; for whoever reads the bucket.
          ContentType: mimeOfName(name),
          // Names never change: whoever reads the bucket directly may cache for a year too.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      const { sdk, client } = await connect();
      let object: S3Sdk.GetObjectCommandOutput;
      try {
        object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
      // On Node the SDK answers a Readable; anything else would be a runtime we do not run on.
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${keyOf(name)} without a stream`);
      // The type comes from the name, as in the other storages: the bucket's metadata is not
      // trusted to label what the server serves with nosniff.
      return { body: object.Body, size: object.ContentLength ?? 0, mime: mimeOfName(name) };
    },
    async delete(_tx, names) {
      if (names.length === 0) return;
      const { sdk, client } = await connect();
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const keys = names.slice(start, start + DELETE_BATCH).map((name) => ({ Key: keyOf(name) }));
        // Missing keys are no error for S3 (deleting is idempotent); anything else a key reports
        // (access denied...) must fail the caller, or the sweep would drop a row and keep its bytes.
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          const [first] = failed;
          throw new Error(
            `S3 did not delete ${failed.length} object(s); ${first?.Key}: ${first?.Code} ${first?.Message}`,
          );
        }
      }
    },
    untracked: {
      async listNames() {
        const { sdk, client } = await connect();
        const names: string[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix || undefined,
              ContinuationToken: token,
            }),
          );
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(prefix.length);
            if (name !== undefined && UPLOAD_NAME.test(name)) names.push(name);
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token !== undefined);
        return names;
      },
      stat,
    },
  };
}

/**
 * Loads the SDK and makes the client when the storage is first used: a server on another storage
 * never loads the SDK (about 25 MB of memory and 0.1 s of start-up), and nothing reaches the
 * bucket before an image is stored or read.
 */
export function connectOnFirstUse(settings: S3Settings): () => Promise<S3Connection> {
  let connection: Promise<S3Connection> | undefined;
  return () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(s3ClientConfig(settings)),
    })));
}

/** The client's settings; the SDK's default chain supplies credentials not given. */
export function s3ClientConfig(settings: S3Settings): S3Sdk.S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: self-hosted stores do not all accept the SDK's newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The upload writes its object inside the transaction that holds the uploader's lock (and, on
    // PGlite, the whole database): a store that stops answering must fail the request, not hold
    // them. Idle time, not total time, so a large image on a slow link still gets through.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  };
}
