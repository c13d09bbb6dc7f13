import type { OutgoingHttpHeaders } from 'node:http';
import { contract, sseMessage, STREAM_EVENTS } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { canHear } from './audience';
import { changeMessage, type EventStream } from './change-feed';
import { eventsSince, latestEventId } from './replay';

/** How long a client waits before reconnecting a dropped stream (the SSE `retry` field). */
const RECONNECT_AFTER_MS = 2000;

/** `Last-Event-ID: 42` -> 42; absent or not an id this API gives -> undefined (a fresh stream). */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !/^[0-9]{1,15}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/**
 * GET /api/events (docs/api.md#events): a Server-Sent Events stream of the changes the caller may
 * read. It opens with the replay of what a reconnect missed (Last-Event-ID) or a `ready` event
 * naming where it starts, then goes live. The stream ends when the token expires (the client
 * reconnects with a fresh one), when the caller's own account changes, and when its session is
 * revoked (auth/session-watch.ts).
 */
export function eventRoutes({ db, config, changeFeed }: AppContext): Route[] {
  return [
    defineRoute(contract.events.stream, async ({ user, token, request, reply }) => {
      if (!changeFeed.listening) throw refuse('LIVE_UNAVAILABLE');
      const listener = { id: user.id, role: user.role, grants: user.grants };
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        // CORS and security headers set by the hooks so far; hijacking skips Fastify's sending.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies such as nginx must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      const stream: EventStream = {
        listener,
        session: { uid: token.uid, authTimeMs: token.authTimeMs },
        write: (chunk) => response.write(chunk),
        buffered: () => response.writableLength,
        end: () => response.end(),
      };
      // Subscribed before reading the replay: what commits meanwhile is held, then sent once.
      const subscription = changeFeed.add(stream);
      const expiry =
        token.expiresAtMs === undefined
          ? undefined
          : setTimeout(() => response.end(), Math.max(0, token.expiresAtMs - Date.now()));
      expiry?.unref();
      response.on('close', () => {
        subscription.remove();
        clearTimeout(expiry);
      });
      response.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);

      const replayed = new Set<number>();
      // The id the stream starts after (what its `ready` names).
      let startedAfter: number;
      try {
        const lastId = lastEventIdOf(request.headers['last-event-id']);
        const missed =
          lastId === undefined ? undefined : await eventsSince(db, lastId, config.events.replayLimit);
        if (missed === undefined || missed === 'reset') {
          const latest = await latestEventId(db);
          startedAfter = latest;
          const event = missed === 'reset' ? STREAM_EVENTS.reset : STREAM_EVENTS.ready;
          response.write(sseMessage(event, {}, latest));
        } else {
          for (const change of missed) {
            replayed.add(change.id);
            if (canHear(listener, change)) response.write(changeMessage(change));
          }
          // Names the last replayed id even when the caller could hear none of them: the next
          // reconnect resumes after it.
          startedAfter = missed.at(-1)?.id ?? lastId ?? 0;
          response.write(sseMessage(STREAM_EVENTS.ready, {}, startedAfter));
        }
      } catch (error) {
        request.log.error({ err: error }, 'event stream replay failed');
        response.end();
        return reply;
      }
      subscription.goLive(replayed, startedAfter);
      return reply;
    }),
  ];
}
