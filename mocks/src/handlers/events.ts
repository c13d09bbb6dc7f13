import { contract, sseMessage, STREAM_EVENTS } from '@food-admin/api-client';
import { mockChanges } from '../db/mock-changes';
import { mockEndpoint } from './mock-endpoint';

/** An open GET /api/events: `retry` and `ready`, then every change published while it is open. */
function changeStream(signal: AbortSignal, live: boolean): Response {
  const encoder = new TextEncoder();
  let unsubscribe = () => undefined as unknown;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      send(`retry: 2000\n\n${sseMessage(STREAM_EVENTS.ready, {}, mockChanges.lastId)}`);
      if (live)
        unsubscribe = mockChanges.subscribe((event) =>
          send(sseMessage(STREAM_EVENTS.change, event, event.id)),
        );
      signal.addEventListener('abort', () => {
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
    },
    cancel() {
      unsubscribe();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The server's live updates (modules/events); `empty` is a stream that stays silent. */
export const eventEndpoints = {
  events: mockEndpoint(
    contract.events.stream,
    ({ request }) => changeStream(request.signal, true),
    ({ request }) => changeStream(request.signal, false),
  ),
};
