/**
 * Counts the story's requests that have not been answered yet (the mock API's, through fetch and
 * XMLHttpRequest), so the checks can wait until a story that has no play function to wait for its
 * data has it, and tell a story stuck loading. Only the running story's requests count: a request
 * an earlier story left unanswered on purpose (a Loading story) stays unanswered.
 */
let inFlight = new Set<string>();

const track = <T>(what: string, promise: Promise<T>): Promise<T> => {
  const requests = inFlight;
  const request = `${what} #${requests.size}`;
  requests.add(request);
  return promise.finally(() => requests.delete(request));
};

const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) =>
  track(
    `${init?.method ?? 'GET'} ${input instanceof Request ? input.url : String(input)}`,
    realFetch(input, init),
  );

const realOpen = XMLHttpRequest.prototype.open;
const urls = new WeakMap<XMLHttpRequest, string>();
XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, method: string, url: string | URL) {
  urls.set(this, `${method} ${String(url)}`);
  // eslint-disable-next-line prefer-rest-params -- open's optional arguments pass through as given
  return (realOpen as (...args: unknown[]) => void).apply(this, arguments as unknown as unknown[]);
} as typeof XMLHttpRequest.prototype.open;
const realSend = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body) {
  void track(
    urls.get(this) ?? 'XMLHttpRequest',
    new Promise<void>((resolve) => this.addEventListener('loadend', () => resolve(), { once: true })),
  );
  realSend.call(this, body);
};

/** A new story starts: what came before is no longer waited for. */
export const startStoryRequests = () => {
  inFlight = new Set();
};

/** The running story's requests still unanswered, as `METHOD url #n`. */
export const requestsInFlight = () => [...inFlight];
