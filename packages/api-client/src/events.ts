import { createParser } from 'eventsource-parser';
import type { GetIdToken } from './http/http';

/*
 * A fetch-based Server-Sent Events follower, loaded on first use (client.ts imports it lazily, so
 * the sign-in page never downloads it). Generic on purpose: what the messages mean is
 * schemas/events.ts's business, and this chunk shares no module with the rest of the client.
 *
 * Plain fetch, not the client's ofetch: ofetch could hand over the body as a stream
 * (`responseType: 'stream'`), but its work is the rest (a JSON body, a parsed answer, an error
 * thrown on the status, retries), and none of it applies to a stream that never ends: the follower
 * reads the status and content type of the raw Response itself, refreshes the token after a 401 and
 * owns its reconnects (the server's `retry`, doubled after each failure, Last-Event-ID).
 */

export type StreamTarget = {
  url: string;
  getIdToken: GetIdToken;
  fetch?: typeof fetch;
  /** Where the first connection resumes (its Last-Event-ID); undefined: from now on. */
  startAfter?: () => Promise<string | undefined>;
};

export type StreamCallbacks = {
  /** One message: its `event` name and raw `data`. */
  onMessage: (event: string | undefined, data: string) => void;
  /** The stream is open (after a reconnect, too); `false` while it is down and retrying. */
  onStatus?: (connected: boolean) => void;
  signal: AbortSignal;
};

/** The first retry waits the server's `retry` (2 s); each failure in a row doubles it, up to this. */
const MAX_RETRY_MS = 30_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows an SSE endpoint until `signal` aborts (EventSource cannot send the Authorization
 * header). Each (re)connection asks for a current ID token (a refreshed one after a 401) and sends
 * Last-Event-ID (on the first, `startAfter`'s), so the server replays what the gap missed; a dropped or ended stream reconnects
 * after a growing pause. Resolves when aborted; never rejects.
 */
export async function followStream(target: StreamTarget, callbacks: StreamCallbacks): Promise<void> {
  const { signal } = callbacks;
  let lastEventId = await target.startAfter?.();
  let retryMs = 2000;
  let failures = 0;
  let refreshToken = false;

  while (!signal.aborted) {
    let opened = false;
    try {
      const token = await target.getIdToken(refreshToken);
      refreshToken = false;
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const response = await (target.fetch ?? fetch)(target.url, { headers, signal, cache: 'no-store' });
      if (response.status === 401) refreshToken = true;
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
        // Not awaited: a body some fetch implementations never finish cancelling must not stall the retry.
        void response.body?.cancel().catch(() => undefined);
        throw new Error(`${target.url} answered ${response.status}`);
      }
      opened = true;
      failures = 0;
      callbacks.onStatus?.(true);
      const parser = createParser({
        onRetry: (ms) => (retryMs = ms),
        onEvent: (message) => {
          if (message.id !== undefined) lastEventId = message.id;
          callbacks.onMessage(message.event, message.data);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // A failed or dropped connection: wait below and try again.
    }
    if (signal.aborted) break;
    // Down: after a drop, and after a failed attempt (the first one included), until one opens.
    callbacks.onStatus?.(false);
    if (!opened) failures += 1;
    await sleep(Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.max(0, failures - 1)), signal);
  }
}
