import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@food-admin/api-client';

/**
 * Signatures of the Standard Webhooks 1.0 specification (https://www.standardwebhooks.com), so a
 * receiver can check a delivery with any of its libraries: the HMAC-SHA256 of "id.timestamp.body",
 * keyed by the secret's bytes, in the header `webhook-signature` as `v1,<base64>`.
 */

/** The spec asks for keys of 24 to 64 bytes; ours are 32 (the output size of SHA-256). */
const SECRET_BYTES = 32;
const MIN_SECRET_BYTES = 24;
const MAX_SECRET_BYTES = 64;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Printable ASCII for a header value, without the dot that separates the signed content's fields. */
const MESSAGE_ID = /^[\x21-\x2d\x2f-\x7e]+$/;
/** Year 2286 in seconds: anything later is a timestamp in milliseconds by mistake. */
const MAX_TIMESTAMP_SECONDS = 9_999_999_999;

export type WebhookSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

export type WebhookToSign = {
  /** The message id: the same for every attempt of one delivery, so receivers can drop repeats. */
  id: string;
  /** Seconds since the epoch at this attempt; receivers refuse a timestamp far from their clock. */
  timestamp: number;
  /** The exact bytes sent as the request body. */
  body: string;
  /**
   * The endpoint's secrets, each signing: during a rotation the new one and the old one, so a
   * receiver still holding either secret accepts the delivery.
   */
  secrets: readonly string[];
};

/** A new endpoint secret: "whsec_" and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The three headers that sign one delivery attempt, one `v1,` signature per secret. */
export function signWebhook({ id, timestamp, body, secrets }: WebhookToSign): WebhookSignatureHeaders {
  if (!MESSAGE_ID.test(id)) throw new Error('A webhook id is printable ASCII without spaces or dots');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0 || timestamp > MAX_TIMESTAMP_SECONDS) {
    throw new Error('A webhook timestamp is whole seconds since the epoch');
  }
  if (secrets.length === 0) throw new Error('A webhook is signed with at least one secret');
  const signedContent = `${id}.${timestamp}.${body}`;
  const signatures = secrets.map((secret) => `v1,${hmacBase64(secretKey(secret), signedContent)}`);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatures.join(' '),
  };
}

/** The key bytes of a "whsec_" secret; throws for anything else, since a typo would sign silently wrong. */
function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : '';
  // Buffer.from skips characters that are not base64 instead of failing: check the shape first.
  const key = BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
  if (key.length < MIN_SECRET_BYTES || key.length > MAX_SECRET_BYTES) {
    throw new Error(`A webhook secret is "${WEBHOOK_SECRET_PREFIX}" and the base64 of 24 to 64 bytes`);
  }
  return key;
}

function hmacBase64(key: Buffer, content: string): string {
  return createHmac('sha256', key).update(content, 'utf8').digest('base64');
}
