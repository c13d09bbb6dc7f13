import { errorBody, refusalBody } from '@food-admin/api-client';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { SessionWatch } from './auth/session-watch';
import type { IdentityAccounts, TokenVerifier } from './auth/token-verifier';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import type { Listen } from './db/notifications';
import { registerRoutes } from './http/edge/register-routes';
import type { Route } from './http/edge/route';
import { capConnections, closeAfterEarlyAnswers, httpServerOptions } from './http/connection-limits';
import { registerErrorHandling } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { registerLoadShedding } from './http/load-shedding';
import { createRateLimitStore } from './http/rate-limit/create-store';
import { RateLimiter } from './http/rate-limit/rate-limiter';
import type { RateLimitStore } from './http/rate-limit/store';
import { buildOpenApiDocument } from './http/openapi/document';
import { registerOpenApi } from './http/openapi/register-openapi';
import { MAX_PATH_LENGTH, registerPathLimit } from './http/path-limit';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { answerWithRequestId, requestIdGenerator } from './http/request-id';
import { JobSender } from './jobs/job-sender';
import { secretBox } from './modules/webhooks/secret-box';
import { ChangeFeed } from './modules/events/change-feed';
import { latestEventId } from './modules/events/replay';
import { allRoutes } from './modules/routes';

export type AppDependencies = {
  db: Database;
  verifyIdToken: TokenVerifier;
  /**
   * Turns deleted users' identity-provider accounts off and restored ones' on, and looks accounts
   * up for outside revocations (auth/firebase.ts). The server passes firebase-admin's; an app built
   * without it answers such a delete with an error and looks nothing up.
   */
  accounts?: IdentityAccounts;
  /** The routes to serve; every route of the API unless a test replaces them. */
  routes?: (ctx: AppContext) => readonly Route[];
  /** Where rate-limit budgets are kept; otherwise chosen from the config (http/rate-limit/create-store.ts). */
  rateLimitStore?: RateLimitStore;
  /**
   * LISTEN for the database's change notifications (OpenedDatabase.listen): live updates. Without
   * it GET /api/events answers 503.
   */
  listen?: Listen;
  /** How often load is sampled for shedding (tests sample faster). */
  loadSampleIntervalMs?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** Sends jobs, once the server has started its queue; without it the app sends none. */
  jobs?: JobSender;
};

/**
 * Assembles the Fastify app over an open database and a token verifier. No listening, no
 * start-up side effects: tests call this and use `app.inject`.
 */
/** For apps built without an identity provider's accounts (a test of one concern): refuses loudly. */
const NO_ACCOUNTS: IdentityAccounts = {
  disable: () => Promise.reject(new Error('No identity-provider accounts to disable: pass deps.accounts')),
  enable: () => Promise.reject(new Error('No identity-provider accounts to enable: pass deps.accounts')),
  lookup: () => Promise.reject(new Error('No identity-provider accounts to look up: pass deps.accounts')),
};

export async function buildApp(config: ServerConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
      ...(deps.logStream === undefined ? {} : { stream: deps.logStream }),
    },
    genReqId: requestIdGenerator(config.trustProxy !== false),
    bodyLimit: config.bodyLimitBytes,
    // Slow or silent clients cannot hold a connection forever (http/connection-limits.ts).
    http: httpServerOptions(config.limits),
    requestTimeout: config.limits.requestTimeoutMs,
    keepAliveTimeout: config.limits.keepAliveTimeoutMs,
    trustProxy: trustProxyOption(config.trustProxy),
    // Query strings with repeated keys become arrays, which the schemas then reject (400, not 500).
    // A path parameter may be as long as a whole path (http/path-limit.ts).
    routerOptions: { maxParamLength: MAX_PATH_LENGTH, ignoreTrailingSlash: true },
    // Errors raised before routing (bad URL encoding, over-long path) answer our shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
      // The generic reply type of frameworkErrors does not know our routes; it is a plain reply.
      (reply as FastifyReply)
        .status(status)
        .send(status === 414 ? refusalBody('URI_TOO_LONG') : errorBody(status, 'Malformed URL'));
    },
  });

  answerWithRequestId(app);
  capConnections(app.server, config.limits);
  closeAfterEarlyAnswers(app);

  // The API speaks JSON (and multipart for uploads): other bodies are 415, not strings to validate.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

  const rateLimitStore = deps.rateLimitStore ?? createRateLimitStore(config, deps.db, app.log);
  app.addHook('onClose', async () => rateLimitStore.close());
  const changeFeed = new ChangeFeed(config.events);
  // Before the server closes: it waits for open connections, and a stream never ends on its own.
  app.addHook('preClose', async () => changeFeed.close());
  const sessionWatch = new SessionWatch({
    db: deps.db,
    lookup: deps.accounts?.lookup,
    streams: changeFeed,
    ...config.sessions,
    log: app.log,
  });
  // Before the onClose hooks: those run last-registered first, so the server's own (the job queue,
  // then the database) would otherwise close the database under a running round.
  app.addHook('preClose', async () => sessionWatch.stop());
  const ctx: AppContext = {
    db: deps.db,
    config,
    verifyIdToken: deps.verifyIdToken,
    accounts: deps.accounts ?? NO_ACCOUNTS,
    sessionWatch,
    rateLimiter: new RateLimiter(rateLimitStore, config.rateLimits),
    changeFeed,
    jobs: deps.jobs ?? new JobSender(),
    webhookSecrets: secretBox(config.webhooks, config.dataDir),
  };

  registerErrorHandling(app);
  await registerLoadShedding(app, config.limits, deps.loadSampleIntervalMs);
  await registerSecurity(app, config);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 20 },
  });
  await registerOpenApi(app, buildOpenApiDocument());
  registerPathLimit(app);
  if (config.staticDir !== undefined) await registerSpa(app, config.staticDir);

  // Every contract entry, each exactly once, or the app does not start (see http/edge/route-table.ts).
  registerRoutes(app, ctx, (deps.routes ?? allRoutes)(ctx));
  if (deps.listen !== undefined) await changeFeed.listen(deps.listen, () => latestEventId(deps.db));
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it (config.ts readTrustProxy: a hop count or the proxies'
 * addresses). Fastify 5 ignores a bare number (it cannot tell a proxy from a client that connects
 * directly), so a count becomes the rule "trust the n nearest hops", as Express reads a number:
 * right only where clients reach the server through the proxies alone (docs/operations.md#trust-proxy).
 */
function trustProxyOption(
  trust: false | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
