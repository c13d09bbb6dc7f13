import { errorBody } from '@food-admin/api-client';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { methodNotAllowed } from './errors';
import { allowedMethods } from './method-not-allowed';

/** What the app's paths serve: its files, or index.html to a browser's navigation. */
const APP_METHODS = ['GET', 'HEAD'];
/** The route @fastify/static adds for every path (wildcard: true below). */
const STATIC_ROUTE = '/*';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The SPA rule shared with the app: a GET whose path is not under /api/ and whose Accept
 * includes text/html is a browser navigation and gets index.html (so /admin/users opens the app
 * while the API client, sending Accept: application/json, reaches the JSON route).
 */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (!APP_METHODS.includes(request.method)) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * Whether `pathname` names a file under `root`. A path that is not canonical (a backslash, `..`,
 * `//`) names none: @fastify/static would answer it 403, as if something were there to forbid.
 */
function existingFile(root: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\\') || path.posix.normalize(decoded) !== decoded) return false;
  const resolved = path.resolve(root, `.${decoded}`);
  if (!resolved.startsWith(root + path.sep)) return false;
  try {
    return fs.statSync(resolved).isFile();
  } catch {
    return false;
  }
}

export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // The admin build writes .br and .gz next to each asset: sent to browsers that accept them
    // (a third of the bytes; see docs/performance.md), the plain file to the rest.
    preCompressed: true,
    // Vite puts content-hashed files under assets/: safe to cache forever.
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isSpaNavigation(request)) {
      // Any other method on a path of the app (not the API's): 405 with what the path serves.
      if (request.is404 && !isApiPath(pathname) && allowedMethods(pathname).length === 0) {
        throw methodNotAllowed(request.method, APP_METHODS);
      }
      // The static route serves files only: any other path answers as one no route serves (404, or
      // 405 where the API serves it with other methods), not @fastify/static's 403 for a path that
      // cannot name a file.
      if (request.routeOptions.url === STATIC_ROUTE && !existingFile(root, pathname)) {
        return reply.callNotFound();
      }
      return;
    }
    if (pathname !== '/' && existingFile(root, pathname)) return;
    const html = await fsp.readFile(indexFile).catch(() => undefined);
    if (html === undefined) {
      return reply
        .status(404)
        .send(errorBody(404, `index.html not found in ${root}; build the admin app first`));
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
