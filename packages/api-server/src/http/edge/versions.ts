import { etagOf, versionFromIfMatch } from '@food-admin/api-client';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors';

/*
 * Versions and conditional writes (docs/api.md#versions). A versioned endpoint's answer carries the
 * row's version as its ETag; a write names the version it was based on with If-Match (the admin app
 * always does) or, when the header is absent, with the `version` a GET answered and the client sent
 * back in the body. Without either the write still happens (the spec's clients send neither).
 */

/** The version the request's write is based on, or undefined when it names none (or `*`). */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header !== undefined) {
    const version = versionFromIfMatch(Array.isArray(header) ? header.join(',') : header);
    if (version === null) throw badRequest('If-Match must be an ETag this API answered, such as "3"');
    return version;
  }
  const body = request.body as { version?: unknown } | null | undefined;
  const version = typeof body === 'object' && body !== null ? body.version : undefined;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : undefined;
}

/**
 * 412 unless the row is still at the version the caller saw; the body carries the current row (as
 * the API answers it), so the app can show what changed. Call it after loading the row for update
 * (locked), so nobody can change it between the check and the write.
 */
export async function assertVersion(
  expected: number | undefined,
  row: { version: number },
  what: string,
  current: () => unknown,
): Promise<void> {
  if (expected === undefined || expected === row.version) return;
  throw new HttpError(
    412,
    `This ${what} was changed by someone else since you opened it. Review their changes and save again.`,
    undefined,
    { ETag: etagOf(row.version) },
    { current: await current() },
  );
}

/** The ETag of a versioned endpoint's answer: the version of the row it answers. */
export function etagFor(result: unknown): string | undefined {
  const version = (result as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? etagOf(version) : undefined;
}
