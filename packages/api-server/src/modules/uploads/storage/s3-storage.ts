import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../config';
import { mimeOfName, UPLOAD_NAME } from '../image-files';
import type { ImageStorage, StoredFileInfo } from './image-storage';

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...): every instance sees every image, as with
 * the database storage, without the database's space or its round trip per image. An object is
 * written before its row commits, so, as with files, a rolled-back or crashed upload can leave an
 * object without a row: the sweep adopts or removes it through `untracked`.
 */
export function s3ImageStorage(settings: S3Settings, client = s3ClientOf(settings)): ImageStorage {
  const { bucket, prefix } = settings;
  const keyOf = (name: string) => `${prefix}${name}`;

  const stat = async (name: string): Promise<StoredFileInfo | undefined> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(_tx, name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: bytes,
          ContentType: mimeOfName(name),
          // Names never change: whoever reads the bucket directly may cache for a year too.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) return undefined;
        return { body: object.Body, size: object.ContentLength ?? 0, mime: mimeOfName(name) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(_tx, names) {
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const keys = names.slice(start, start + DELETE_BATCH).map((name) => ({ Key: keyOf(name) }));
        // Keys with nothing stored are no error for S3: deleting is idempotent.
        await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
    },
    untracked: {
      async listNames() {
        const names: string[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({
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

/** The client for `settings`; the SDK's default chain supplies credentials not given. */
export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: self-hosted stores do not all accept the SDK's newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
