import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no type declarations.
// @ts-expect-error TS7016
import S3rver from 's3rver';
import { loadConfig, type S3Settings } from '../../src/config';

/** A local S3-compatible server (s3rver) on loopback, with one empty bucket, for the storage tests. */
export type LocalS3 = {
  /** UPLOAD_STORAGE=s3 and the S3_* variables for this server and bucket. */
  env: Record<string, string>;
  /** The same, as the config reads them (for a storage made without an app). */
  settings: S3Settings;
  close: () => Promise<void>;
};

export async function startLocalS3(bucket = 'uploads'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const env = {
    UPLOAD_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's one account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const settings = loadConfig(env).uploads.s3;
  if (settings === undefined) throw new Error('UPLOAD_STORAGE=s3 gave no S3 settings');
  return {
    env,
    settings,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
