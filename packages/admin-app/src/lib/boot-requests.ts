// The page's first data requests, sent by public/boot.js while the app's code is still loading.
//
// A signed-in page used to ask for its data only once the entry and the route's chunks had loaded
// and run and the session had been read: on a slow phone that is seconds after the HTML. boot.js
// now sends the GETs this page sent at its last start (noted here, in localStorage), with the ID
// token of the stored session, as soon as the HTML is parsed; the API client's fetch takes those
// answers instead of sending the same requests again (docs/performance.md#boot-requests). An
// answer is taken only for the same URL and the same Authorization header, once, within 30 s;
// anything else goes to the network as before, and the server checks every request as always.

/** Where the page's start requests are noted; boot.js reads the same key. */
export const BOOT_REQUESTS_KEY = 'boot-requests';
/** Pages remembered (the most recent), and GETs per page. */
export const BOOT_REQUEST_PAGES = 20;
export const BOOT_REQUESTS_PER_PAGE = 8;

/** What boot.js keeps under BOOT_REQUESTS_KEY. */
export type BootRequests = {
  /** Whose session sends them: boot.js sends nothing for another user's stored record. */
  uid: string;
  /** The key of the identity provider's stored record (its ID token). */
  key: string;
  /** Page (path and search) -> the GET URLs it sent before its first data showed. */
  pages: Record<string, string[]>;
};

/** boot.js's answer for a URL: the response and the header it was sent with; null when it sent none. */
export type BootAnswer = { authorization: string; response: Response } | null;

declare global {
  interface Window {
    /** Set by boot.js: its answer for `url`, given once. */
    __bootRequests?: (url: string) => Promise<BootAnswer> | undefined;
  }
}

let recording: { page: string; urls: string[] } | null = null;

/**
 * Starts noting the GETs of this page's start (a signed-in start); the returned function saves them
 * for the page's next start, once its first data have shown.
 */
export function recordBootRequests(): (owner: { uid: string; key: string } | null) => void {
  const current = { page: window.location.pathname + window.location.search, urls: [] as string[] };
  recording = current;
  return (owner) => {
    if (recording === current) recording = null;
    if (owner) saveBootRequests(owner, current.page, current.urls);
  };
}

function readBootRequests(): BootRequests | null {
  try {
    const saved = JSON.parse(localStorage.getItem(BOOT_REQUESTS_KEY) ?? 'null') as BootRequests | null;
    return saved && typeof saved.pages === 'object' && saved.pages !== null ? saved : null;
  } catch {
    return null;
  }
}

function saveBootRequests(owner: { uid: string; key: string }, page: string, urls: string[]): void {
  const saved = readBootRequests();
  // Another user's pages are dropped: they are not this user's requests.
  const pages = saved?.uid === owner.uid && saved.key === owner.key ? { ...saved.pages } : {};
  delete pages[page];
  if (urls.length > 0) pages[page] = urls;
  // The most recent pages last; the oldest go first.
  const kept = Object.keys(pages).slice(-BOOT_REQUEST_PAGES);
  const next: BootRequests = {
    ...owner,
    pages: Object.fromEntries(kept.map((key) => [key, pages[key]!])),
  };
  try {
    localStorage.setItem(BOOT_REQUESTS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the next start sends its requests itself, as before.
  }
}

/** After a sign-out: nothing of this account's is sent at the next start. */
export function forgetBootRequests(): void {
  recording = null;
  try {
    localStorage.removeItem(BOOT_REQUESTS_KEY);
  } catch {
    // Nothing to forget when storage is disabled.
  }
}

function note(url: string): void {
  // Our own origin's paths only: boot.js sends the token nowhere else.
  if (!url.startsWith('/') || url.startsWith('//')) return;
  if (!recording || recording.urls.includes(url) || recording.urls.length >= BOOT_REQUESTS_PER_PAGE) return;
  recording.urls.push(url);
}

/** `answer`, or the signal's reason once it aborts first. */
function unlessAborted<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** boot.js's response to the same GET with the same token, or null. */
async function takeBootAnswer(
  url: string,
  authorization: string | null,
  signal: AbortSignal | null | undefined,
): Promise<Response | null> {
  const answer = window.__bootRequests?.(url);
  if (!answer || !authorization) return null;
  try {
    const taken = await unlessAborted(answer, signal);
    return taken?.authorization === authorization ? taken.response : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    // boot.js's request failed (offline for a moment): the app's own goes out now.
    return null;
  }
}

/**
 * The API client's fetch: a JSON GET takes boot.js's answer when it sent the same one, and a
 * signed-in start's JSON GETs are noted for the next start. Everything else is the browser's fetch.
 */
export const bootAwareFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  // JSON reads only, as boot.js sends them: not the live updates' event stream, whose start
  // depends on what the page has read (api-client's events.ts).
  const read =
    typeof input === 'string' &&
    (init?.method ?? 'GET').toUpperCase() === 'GET' &&
    headers.get('Accept') === 'application/json';
  if (read) {
    note(input);
    const early = await takeBootAnswer(input, headers.get('Authorization'), init?.signal);
    if (early) return early;
  }
  // Resolved per call: test servers (MSW) patch the global fetch after this module loads.
  return globalThis.fetch(input, init);
};
