import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { WebhookSettings } from '../../config';

/*
 * Endpoints' signing secrets at rest (docs/operations.md#webhooks). Signing needs the plain secret,
 * so it cannot be kept as a hash like an API token; it is encrypted with AES-256-GCM under a key
 * that is not in the database: WEBHOOK_SECRETS_KEY, or without it a key file in DATA_DIR made on
 * first use (one machine's key: instances on several machines must share WEBHOOK_SECRETS_KEY).
 * A dump of the database alone signs nothing.
 */

const KEY_FILE = 'webhook-secrets.key';
/** The format's version, so that a later key rotation can tell old boxes from new. */
const VERSION = 'v1';

export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
};

export function secretBox(settings: Pick<WebhookSettings, 'secretsKey'>, dataDir: string): SecretBox {
  let key = settings.secretsKey;
  const keyOf = () => (key ??= keyFileIn(dataDir));
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        sealed.toString('base64'),
      ].join(':');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('Not a sealed webhook secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** The data directory's key, made (readable by this user only) when there is none yet. */
function keyFileIn(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': another process that made it first wins, and its key is read below.
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
