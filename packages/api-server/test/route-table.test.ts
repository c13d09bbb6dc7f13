import { secretBox } from '../src/modules/webhooks/secret-box';
import { JobSender } from '../src/jobs/job-sender';
import { contract, listEndpoints, type EndpointDefinition } from '@food-admin/api-client';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/context';
import type { Database } from '../src/db/database';
import { registerRoutes } from '../src/http/edge/register-routes';
import { defineRoute, type Route } from '../src/http/edge/route';
import { createMemoryStore } from '../src/http/rate-limit/memory-store';
import { RateLimiter } from '../src/http/rate-limit/rate-limiter';
import { allRoutes } from '../src/modules/routes';
import { testConfig } from './support/server';
import { ChangeFeed } from '../src/modules/events/change-feed';

// Building the routes touches neither the database nor the identity service.
const config = testConfig();
const deps = {
  db: {} as Database,
  verifyIdToken: async () => {
    throw new Error('not called');
  },
  accounts: {
    disable: async () => {
      throw new Error('not called');
    },
    enable: async () => {
      throw new Error('not called');
    },
    lookup: async () => {
      throw new Error('not called');
    },
  },
};
const ctx: AppContext = {
  ...deps,
  config,
  rateLimiter: new RateLimiter(createMemoryStore(), config.rateLimits),
  changeFeed: new ChangeFeed(config.events),
  sessionWatch: { seen: () => undefined },
  jobs: new JobSender(),
  webhookSecrets: secretBox(config.webhooks, config.dataDir),
};

const start = (routes: (ctx: AppContext) => readonly Route[]) => buildApp(config, { ...deps, routes });
const handler = async () => ({ status: 'ok' as const });
const withoutAccess = (definition: EndpointDefinition) =>
  ({ ...definition, access: undefined }) as unknown as EndpointDefinition;

describe('the app refuses to start unless the routes match the contract exactly', () => {
  it('starts with every route', async () => {
    const app = await start(allRoutes);
    await app.close();
  });

  it('a route whose table entry is missing', async () => {
    // What `contract.health.chek` is at run time when a cast hides the typo.
    const missing = undefined as unknown as EndpointDefinition;
    await expect(
      start((c) => [...allRoutes(c), defineRoute(missing, async () => undefined)]),
    ).rejects.toThrow('A route has no table entry');
  });

  it('a route whose access is undefined', async () => {
    const routes = (c: AppContext) =>
      allRoutes(c).map((route) =>
        route.definition === contract.health.check
          ? defineRoute(withoutAccess(contract.health.check), async () => undefined)
          : route,
      );
    await expect(start(routes)).rejects.toThrow('Route GET /api/health has no access rule');
  });

  it('a table entry whose access is undefined', () => {
    const endpoints = listEndpoints().map((entry) =>
      entry.id === 'health.check' ? { ...entry, definition: withoutAccess(entry.definition) } : entry,
    );
    expect(() => registerRoutes(Fastify(), ctx, allRoutes(ctx), endpoints)).toThrow(
      'Endpoint health.check has no access rule',
    );
  });

  it('a route that is not a table entry', async () => {
    const copy = { ...contract.health.check };
    await expect(start((c) => [...allRoutes(c), defineRoute(copy, handler)])).rejects.toThrow(
      'Route GET /api/health is not an entry of the contract',
    );
  });

  it('the same table entry registered twice', async () => {
    await expect(
      start((c) => [...allRoutes(c), defineRoute(contract.health.check, handler)]),
    ).rejects.toThrow('Endpoint health.check is registered twice');
  });

  it('a table entry left without a route', async () => {
    const routes = (c: AppContext) =>
      allRoutes(c).filter(
        (route) => route.definition !== contract.menus.remove && route.definition !== contract.admin.users,
      );
    await expect(start(routes)).rejects.toThrow('Endpoints without a route: admin.users, menus.remove');
  });

  it('a role set without a 403 message', () => {
    const endpoints = listEndpoints().map((entry) =>
      entry.id === 'admin.orders'
        ? { ...entry, definition: { ...entry.definition, access: ['COURIER'] } as EndpointDefinition }
        : entry,
    );
    expect(() => registerRoutes(Fastify(), ctx, allRoutes(ctx), endpoints)).toThrow(
      'Endpoint admin.orders has a role set without a 403 message: COURIER',
    );
  });
});

describe('a handler that answers on its own', () => {
  it('is not answered a second time (Fastify replies are thenables: awaiting one never yields the reply)', async () => {
    let warnings = 0;
    const routes = (c: AppContext) =>
      allRoutes(c).map((route) =>
        route.definition === contract.health.check
          ? defineRoute(contract.health.check, async ({ reply }) => {
              reply.log.warn = (() => {
                warnings += 1;
              }) as typeof reply.log.warn;
              return reply.header('content-type', 'text/plain').send('streamed by the handler');
            })
          : route,
      );
    const app = await start(routes);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.body).toBe('streamed by the handler');
      // A second send logs "Reply was already sent" through reply.log.warn.
      expect(warnings).toBe(0);
    } finally {
      await app.close();
    }
  });
});
