import { errorBody } from '@food-admin/api-client';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The SPA rule shared with the app: a GET whose path is not under /api/ and whose Accept
 * includes text/html is a browser navigation and gets index.html (so /admin/users opens the app
 * while the API client, sending Accept: application/json, reaches the JSON route).
 */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

function existingFile(root: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
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
    if (!isSpaNavigation(request)) return;
    const pathname = request.url.split('?')[0] ?? '/';
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
