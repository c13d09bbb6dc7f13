import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { TokenVerifier } from './auth/firebase';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { activityLogRoutes } from './routes/activity-log';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { dishRoutes } from './routes/dishes';
import { healthRoutes } from './routes/health';
import { menuRoutes } from './routes/menus';
import { restaurantRoutes } from './routes/restaurants';
import { uploadRoutes } from './routes/uploads';

export type AppDependencies = {
  db: Database;
  verifyIdToken: TokenVerifier;
};

/**
 * Assembles the Fastify app over an open database and a token verifier. No listening, no
 * start-up side effects: tests call this and use `app.inject`.
 */
export async function buildApp(config: ServerConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    bodyLimit: config.bodyLimitBytes,
    // Fastify accepts a hop count at runtime; its types only list boolean | string.
    trustProxy: config.trustProxy as boolean | string,
    // Query strings with repeated keys become arrays, which the schemas then reject (400, not 500).
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // Errors raised before routing (bad URL encoding, over-long path) answer our shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
      // The generic reply type of frameworkErrors does not know our routes; it is a plain reply.
      (reply as FastifyReply)
        .status(status)
        .send({ message: status === 414 ? 'URL is too long' : 'Malformed URL' });
    },
  });

  // Valibot validates (parseWith) and JSON.stringify serialises: route schemas only document.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // The API speaks JSON (and multipart for uploads): other bodies are 415, not strings to validate.
  app.removeContentTypeParser('text/plain');

  const ctx: AppContext = { db: deps.db, config, verifyIdToken: deps.verifyIdToken };

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 20 },
  });
  await registerOpenApi(app);
  if (config.staticDir !== undefined) await registerSpa(app, config.staticDir);

  const authRateLimit = config.rateLimitAuth.enabled
    ? { max: config.rateLimitAuth.max, timeWindow: config.rateLimitAuth.timeWindowMs }
    : false;
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx, rateLimit: authRateLimit });
  await app.register(adminRoutes, { ctx });
  await app.register(restaurantRoutes, { ctx });
  await app.register(menuRoutes, { ctx });
  await app.register(dishRoutes, { ctx });
  await app.register(activityLogRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });
  return app;
}
