import { refusalBody } from '@food-admin/api-client';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** How long a shed client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * Sheds load when the event loop falls behind: a request that would wait seconds behind others gets
 * an honest 503 with Retry-After at once, so a burst degrades into retries instead of timeouts for
 * everyone. MAX_EVENT_LOOP_DELAY_MS=0 turns it off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: ServerConfig['limits'],
  sampleIntervalMs = 1000,
): Promise<void> {
  if (limits.maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    pressureHandler: (_request, reply) => {
      void reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(refusalBody('BUSY', { seconds: RETRY_AFTER_SECONDS }));
    },
  });
}
