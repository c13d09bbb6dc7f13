import { createHash, randomBytes } from 'node:crypto';
import {
  DOWNLOAD_LINK_TTL_SECONDS,
  DOWNLOAD_TOKEN_PARAM,
  isDownloadable,
  type EndpointDefinition,
} from '@food-admin/api-client';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database';
import { downloadLinks } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { VerifiedToken } from './token-verifier';

/*
 * One-time links to a list's export (docs/api.md#download-links). The browser cannot send our
 * bearer token when it downloads a file itself, so a signed-in call asks for a link: a random token
 * (only its hash is kept) for one path and query, usable once within a minute. Opening the link
 * stands for the session that asked for it: the same account, refused if that session has been
 * revoked since, and authorised for the export as any call is.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The path and query a link is for, its token left out, written the one way URLSearchParams
 * writes them: how a request is matched to its link.
 */
export function linkedPath(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://link.invalid');
  url.searchParams.delete(DOWNLOAD_TOKEN_PARAM);
  return `${url.pathname}${url.search}`;
}

/** Creates a link for `path` (already checked to be an export's) and answers its URL and expiry. */
export async function createDownloadLink(
  db: Executor,
  session: Pick<VerifiedToken, 'uid' | 'authTimeMs'>,
  path: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_SECONDS * 1000);
  const linked = linkedPath(path);
  await db.delete(downloadLinks).where(lt(downloadLinks.expiresAt, now));
  await db.insert(downloadLinks).values({
    tokenHash: hashOf(token),
    uid: session.uid,
    authTime: session.authTimeMs === undefined ? null : new Date(session.authTimeMs),
    path: linked,
    expiresAt,
  });
  const url = new URL(linked, 'http://link.invalid');
  url.searchParams.set(DOWNLOAD_TOKEN_PARAM, token);
  return { url: `${url.pathname}${url.search}`, expiresAt };
}

/** The link's token when the request opens a downloadable entry with one and no bearer token. */
export function downloadTokenOf(
  request: FastifyRequest,
  definition: Pick<EndpointDefinition, 'method' | 'response'>,
): string | undefined {
  if (!isDownloadable(definition) || request.headers.authorization !== undefined) return undefined;
  const token = (request.query as Record<string, unknown> | undefined)?.[DOWNLOAD_TOKEN_PARAM];
  return typeof token === 'string' ? token : undefined;
}

/**
 * Uses the request's link (deleting it, so it works once) and answers the session it stands for;
 * 401 when it is unknown, used, expired or for another path or query. The token is then taken out
 * of the request's query, which the export parses as any call's.
 */
export async function useDownloadLink(
  db: Executor,
  request: FastifyRequest,
  token: string,
  now = new Date(),
): Promise<VerifiedToken> {
  const [link] = await db
    .delete(downloadLinks)
    .where(
      and(
        eq(downloadLinks.tokenHash, hashOf(token)),
        eq(downloadLinks.path, linkedPath(request.url)),
        gt(downloadLinks.expiresAt, now),
      ),
    )
    .returning({ uid: downloadLinks.uid, authTime: downloadLinks.authTime });
  if (link === undefined) {
    request.log.info('download link refused');
    throw unauthorized('Invalid or expired token');
  }
  delete (request.query as Record<string, unknown>)[DOWNLOAD_TOKEN_PARAM];
  return { uid: link.uid, authTimeMs: link.authTime?.getTime() };
}
