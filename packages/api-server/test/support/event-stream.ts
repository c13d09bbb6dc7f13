/** One Server-Sent Event as a client sees it; `comment` for a `:` line (the heartbeat). */
export type StreamMessage = { event: string; id?: string; data: string; comment?: string };

export type OpenStream = {
  status: number;
  contentType: string | null;
  /** Everything received so far, in order. */
  messages: StreamMessage[];
  /** Waits for the first message (from `from` on) that matches, or fails after `timeoutMs`. */
  waitFor: (match: (message: StreamMessage) => boolean, timeoutMs?: number) => Promise<StreamMessage>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Parses the SSE wire format (id/event/data lines, blank line ends a message). */
function parseBlock(block: string): StreamMessage | undefined {
  const message: StreamMessage = { event: 'message', data: '' };
  let seen = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      message.comment = line.slice(1).trim();
      message.event = 'comment';
      seen = true;
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') message.event = value;
    else if (field === 'id') message.id = value;
    else if (field === 'data') message.data += (message.data ? '\n' : '') + value;
    else if (field !== 'retry') continue;
    seen = true;
  }
  return seen ? message : undefined;
}

/** Opens GET /api/events on a listening server with a real HTTP connection, as a browser would. */
export async function openEventStream(baseUrl: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const messages: StreamMessage[] = [];
  let finished = false;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const message = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (message) messages.push(message);
          end = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // Aborted by close().
    }
    finished = true;
    notify();
  })();
  const waitFor: OpenStream['waitFor'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        } else if (finished) {
          waiters.delete(check);
          clearTimeout(timer);
          reject(new Error(`stream ended without the message; got ${JSON.stringify(messages)}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    messages,
    waitFor,
    ended,
    close: () => controller.abort(),
  };
}

/** The `change` events received so far, parsed. */
export function changesOf(stream: OpenStream): Record<string, unknown>[] {
  return stream.messages
    .filter((message) => message.event === 'change')
    .map((message) => JSON.parse(message.data) as Record<string, unknown>);
}
