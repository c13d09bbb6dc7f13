import { errorBody, type ApiErrorBody } from '@food-admin/api-client';

// What the server's HTTP layer (Fastify's content-type parsers and src/http/errors.ts) answers
// before any route code sees a body. The messages are Fastify's own, passed through by the server.

export const BODY_MESSAGES = {
  unsupportedMediaType: 'Unsupported media type',
  emptyJson: "Body cannot be empty when content-type is set to 'application/json'",
  invalidJson: "Body is not valid JSON but content-type is set to 'application/json'",
  prototypeKeys: 'The body must not contain "__proto__" or "constructor.prototype" keys',
} as const;

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 415; error: ApiErrorBody };

const fail = (status: 400 | 415, message: string): BodyResult => ({
  ok: false,
  status,
  error: errorBody(status, message),
});

/** The server scans parsed JSON with secure-json-parse, which refuses prototype-poisoning keys. */
function poisoned(value: unknown, depth = 0): boolean {
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return true;
  const constructorValue: unknown = (value as Record<string, unknown>).constructor;
  if (
    Object.prototype.hasOwnProperty.call(value, 'constructor') &&
    constructorValue !== null &&
    typeof constructorValue === 'object' &&
    Object.prototype.hasOwnProperty.call(constructorValue, 'prototype')
  )
    return true;
  return Object.values(value).some((item) => poisoned(item, depth + 1));
}

/**
 * The JSON body as the server's route code receives it:
 * - no content type and no body: `undefined` (the schema then says what is missing);
 * - `application/json`: the parsed value, 400 when empty or not JSON;
 * - `multipart/form-data`: `undefined` (the upload plugin takes the stream, JSON routes see nothing);
 * - any other content type, or a body without one: 415.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const header = request.headers.get('content-type');
  const text = await request.text();
  if (header === null)
    return text === '' ? { ok: true, value: undefined } : fail(415, BODY_MESSAGES.unsupportedMediaType);
  const mediaType = header.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'multipart/form-data') return { ok: true, value: undefined };
  if (mediaType !== 'application/json') return fail(415, BODY_MESSAGES.unsupportedMediaType);
  if (text === '') return fail(400, BODY_MESSAGES.emptyJson);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(400, BODY_MESSAGES.invalidJson);
  }
  return poisoned(value) ? fail(400, BODY_MESSAGES.prototypeKeys) : { ok: true, value };
}
