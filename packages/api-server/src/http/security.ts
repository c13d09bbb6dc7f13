import { errorBody } from '@food-admin/api-client';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { demoImageBaseUrl } from '../seed/demo-images';

/** connect-src for the SPA: our API, Firebase Auth (Google) and, locally, the Auth Emulator on any host. */
function emulatorSources(config: ServerConfig): string[] {
  const port = config.firebaseAuthEmulatorHost?.split(':').pop();
  // The app talks to the emulator at http://<page hostname>:<port>, so the host is any.
  return port && /^[0-9]+$/.test(port) ? [`http://*:${port}`] : [];
}

function connectSources(config: ServerConfig): string[] {
  const sources = [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
    'https://apis.google.com',
  ];
  return [...sources, ...emulatorSources(config), ...config.cspConnectSrc];
}

export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // Helmet's middleware, built once: @fastify/helmet built it anew for every request (parsing the
  // content security policy each time), 3.7% of the server's CPU time on a list under load
  // (docs/performance.md#per-request-overhead).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com'],
        // Swagger UI and Radix set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Logos and dish photos are user-supplied URLs: https only (no plain http, no data: or blob:).
        // The demo seed's pictures are on this server at a fixed address, also for a page opened
        // under another name for it (127.0.0.1 rather than localhost).
        imgSrc: ["'self'", 'https:', ...(config.seedDemo ? [new URL(demoImageBaseUrl(config)).origin] : [])],
        connectSrc: connectSources(config),
        frameSrc: [
          "'self'",
          'https://*.firebaseapp.com',
          'https://accounts.google.com',
          ...emulatorSources(config),
        ],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Firebase's Google sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.nodeEnv === 'production',
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // @fastify/cors refuses a preflight without Origin or Access-Control-Request-Method in plain
  // text; every error of the API answers `{ message, code }`.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'OPTIONS' || reply.statusCode !== 400 || payload !== 'Invalid Preflight Request') {
      return payload;
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(
      errorBody(400, 'Invalid preflight request: Origin and Access-Control-Request-Method are required'),
    );
  });

  await app.register(cors, {
    origin: config.corsOrigins.length === 0 ? false : config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Last-Event-ID: the event stream resumes where it stood (docs/api.md#events).
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-Match', 'Last-Event-ID'],
    // The app reads Retry-After to say when to try again after a 429, ETag for versions and
    // X-Event-Id for where its first event stream starts (docs/api.md#read-marks).
    exposedHeaders: ['Retry-After', 'ETag', 'X-Event-Id', 'X-Request-Id'],
    maxAge: 600,
  });
}
